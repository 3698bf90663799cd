/** Server texts of the accounting module: buyer references, bookkeeping settings, exports. */
export const serverAccounting = {
  texts: {
    buyerProfileSaved: 'Das Rechnungsprofil wurde gespeichert.',
    jobReferenceSaved: 'Die Referenz des Auftrags wurde gespeichert.',
    settingsSaved: 'Die Buchhaltungseinstellungen wurden gespeichert.',
    periodOrder: 'Das Ende des Zeitraums liegt vor seinem Beginn.',
    periodTooLong: 'Der Zeitraum darf höchstens ein Jahr umfassen.',
    periodOneYear: 'Ein DATEV-Buchungsstapel umfasst nur ein Kalenderjahr: Beginn und Ende müssen im selben Jahr liegen.',
  },
  fields: {
    publicBuyer: 'Öffentlicher Auftraggeber',
    leitwegId: 'Leitweg-ID',
    chart: 'Kontenrahmen',
    consultantNumber: 'Beraternummer',
    clientNumber: 'Mandantennummer',
    accounts: 'Erlöskonten',
    standard19: 'Erlöskonto 19 %',
    standard7: 'Erlöskonto 7 %',
    reverseCharge: 'Erlöskonto § 13b UStG',
    exempt: 'Erlöskonto steuerfrei',
    smallBusiness: 'Erlöskonto § 19 UStG',
    at: 'Stichtag',
  },
};
