/** Server texts of award contracts (merged into server.ts). */
export const contractFieldLabels = {
  activity: 'Activity',
  qualification: 'Qualification',
  workingConditions: 'Working conditions',
  comparablePay: 'Pay of comparable employees',
  sha256: 'Checksum (SHA-256)',
};

export const serverContracts = {
  termsSaved: 'The staffing terms were saved. Both sides must accept the new contract version.',
  accepted: 'You accepted the contract.',
};
