/** Server texts of AÜG permits (merged into server.ts). */
export const permitFieldLabels = {
  agency: 'Issuing agency',
  issuedOn: 'Issued on',
  unlimited: 'Unlimited',
  validUntil: 'Valid until',
  file: 'File',
};

export const serverPermits = {
  filed: 'Your permit was filed and will be verified by us.',
  verified: 'The permit was marked as verified.',
  rejected: 'The permit was rejected.',
  validUntilBeforeIssue: 'The end of validity lies before the date of issue.',
  issuedInFuture: 'The date of issue lies in the future.',
};
