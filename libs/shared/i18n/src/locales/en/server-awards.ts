/** Server texts of applications and awarded work (merged into server.ts). */
export const awardsFieldLabels = {
  workerIds: 'workers',
  price: 'price',
  slots: 'number of slots',
  jobId: 'job',
  supplierId: 'supplier',
};

export const serverAwards = {
  applied: 'Your application has been sent.',
  withdrawn: 'Your application has been withdrawn.',
  awarded: 'The job has been awarded.',
  rejected: 'The application has been rejected.',
  workersNamed: 'The workers have been assigned.',
  started: 'The work has started.',
  completed: 'The work has been reported as completed.',
  approved: 'The completion has been approved.',
  completionRejected: 'The completion has been rejected; the work continues.',
  fieldRules: {
    exactWorkers_one: 'Please name exactly {{count}} worker.',
    exactWorkers_other: 'Please name exactly {{count}} workers.',
    formerEmployeeRequired:
      'Please state for each named worker whether they were employed by the client within the last six months (§ 8 (3) AÜG).',
    formerEmployeeNotNamed: 'Only named workers may be listed here.',
  },
};
