/** Server texts of AÜG permits (merged into server.ts). */
export const permitFieldLabels = {
  agency: 'Ausstellende Behörde',
  issuedOn: 'Ausgestellt am',
  unlimited: 'Unbefristet',
  validUntil: 'Gültig bis',
  file: 'Datei',
};

export const serverPermits = {
  filed: 'Ihre Erlaubnis wurde hinterlegt und wird von uns geprüft.',
  verified: 'Die Erlaubnis wurde als geprüft markiert.',
  rejected: 'Die Erlaubnis wurde abgelehnt.',
  validUntilBeforeIssue: 'Das Ende der Gültigkeit liegt vor dem Ausstellungsdatum.',
  issuedInFuture: 'Das Ausstellungsdatum liegt in der Zukunft.',
};
