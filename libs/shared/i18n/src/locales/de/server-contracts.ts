/** Server texts of award contracts (merged into server.ts). */
export const contractFieldLabels = {
  activity: 'Tätigkeit',
  qualification: 'Qualifikation',
  workingConditions: 'Arbeitsbedingungen',
  comparablePay: 'Entgelt vergleichbarer Arbeitnehmer',
  sha256: 'Prüfsumme (SHA-256)',
};

export const serverContracts = {
  termsSaved: 'Die Überlassungsbedingungen wurden eingetragen. Beide Seiten müssen die neue Vertragsfassung annehmen.',
  accepted: 'Sie haben den Vertrag angenommen.',
};
