/** Server texts of applications and awarded work (merged into server.ts). Owner: awards-api. */
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
    exactWorkers: 'Please name exactly {{count}} workers.',
  },
  refusals: {
    jobNotOpen: 'This job is no longer open.',
    alreadyApplied: 'You have already applied to this job.',
    applicationNotPending: 'This application is no longer pending; it has already been decided or withdrawn.',
    slotsTaken: 'This job no longer has enough free slots.',
    awardNotInStatus: 'This step is not possible in the job’s current status. Please reload the page.',
    workerBooked: '{{name}} is already assigned to another job in this period.',
    workersRequired: 'Please name {{count}} workers before starting the work.',
  },
};
