import type { awardsWeb as de } from '../de/awards-web';

/** Awarded and completed work of every role. Owner: web-client. */
export const awardsWeb: typeof de = {
  awardsWeb: {
    activeTitle: 'Awarded jobs',
    completedTitle: 'Completed jobs',
    adminTitle: 'All awarded jobs',
    statusFilter: 'Status',
    allStatuses: 'All statuses',
    emptyActive: 'No awarded jobs.',
    emptyCompleted: 'No completed jobs yet.',
    card: {
      client: 'Client',
      supplier: 'Supplier',
      type: 'Type',
      period: 'Period',
      slots: 'Slots',
      price: 'Price',
      perHourPerWorker: 'per hour and employee',
      awardedAt: 'Awarded on',
      startedAt: 'Started on',
      completedAt: 'Reported done on',
      approvedAt: 'Approved on',
      completionRejected: 'The completion was rejected: {{reason}}',
      workers: 'Named workers ({{named}} of {{required}})',
      workersList: 'Workers for “{{job}}”',
    },
    actions: {
      nameWorkers: 'Name workers',
      start: 'Start work',
      startNeedsWorkers: 'Name {{count}} workers first.',
      complete: 'Mark as completed',
      waitingForClient: 'Waiting for the client’s approval.',
      approve: 'Approve completion',
      rejectCompletion: 'Reject completion',
      feedback: 'Leave feedback',
    },
    confirm: {
      start: { heading: 'Start work', text: 'Do you want to start the work on “{{job}}” now?' },
      complete: {
        heading: 'Mark as completed',
        text: 'Is the work on “{{job}}” done? The client will be asked to approve it.',
      },
      approve: {
        heading: 'Approve completion',
        text: 'Do you confirm that the work on “{{job}}” is fully done?',
      },
    },
    nameWorkers: {
      heading: 'Name workers for “{{job}}”',
      textResource: 'Choose exactly {{count}} workers from your team.',
      textFixed: 'Choose the workers from your team who do the work.',
      team: 'My team',
      noTeam: 'Your team has no workers yet.',
      busy: 'busy',
      chosen: '{{count}} chosen, needed: {{required}}',
      exactly: 'Please choose exactly {{count}} workers.',
      atLeastOne: 'Please choose at least one worker.',
    },
    rejectCompletion: {
      heading: 'Reject completion',
      text: 'The work on “{{job}}” goes back to in progress. Please give the reason.',
      reason: 'Reason',
    },
    feedback: {
      section: 'Feedback',
      heading: 'Feedback for “{{job}}”',
      rating: 'Rating',
      comment: 'Comment',
      send: 'Send feedback',
      mine: 'Your feedback',
      notYet: 'You have not left feedback yet.',
      theirs: 'Feedback from {{name}}',
      hidden:
        'The other side’s feedback becomes visible once both have written theirs, or after {{days}} days.',
    },
  },
};
