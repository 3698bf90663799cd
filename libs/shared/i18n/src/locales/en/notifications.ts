import type { notificationTexts as de } from '../de/notifications';

/** Notification texts per NOTIFICATION_TYPES kind. */
export const notificationTexts: typeof de = {
  notifications: {
    chatRequested: {
      title: 'Chat request',
      body: '{{companyName}} would like to chat with you about “{{jobTitle}}”.',
    },
    chatApproved: {
      title: 'Chat approved',
      body: '{{companyName}} approved the chat about “{{jobTitle}}”.',
    },
    chatMessage: {
      title: 'New message',
      body: '{{companyName}} wrote to you about “{{jobTitle}}”: {{preview}}',
    },
    applicationReceived: {
      title: 'New application',
      body: '{{companyName}} applied for your job “{{jobTitle}}”.',
    },
    applicationAwarded: {
      title: 'Job awarded',
      body: 'You were awarded “{{jobTitle}}”. Please name your workers and start the work.',
    },
    applicationRejected: {
      title: 'Application rejected',
      body: 'Your application for “{{jobTitle}}” was rejected.',
    },
    applicationWithdrawn: {
      title: 'Application withdrawn',
      body: '{{companyName}} withdrew the application for “{{jobTitle}}”.',
    },
    workStarted: { title: 'Work started', body: '{{companyName}} started the work on “{{jobTitle}}”.' },
    workCompleted: {
      title: 'Work completed',
      body: '{{companyName}} reported “{{jobTitle}}” as completed. Please check and approve the completion.',
    },
    completionApproved: {
      title: 'Completion approved',
      body: 'The completion of “{{jobTitle}}” was approved. You can now leave feedback.',
    },
    completionRejected: {
      title: 'Completion rejected',
      body: 'The completion of “{{jobTitle}}” was rejected: {{reason}}',
    },
    feedbackReceived: { title: 'New feedback', body: 'You received feedback for “{{jobTitle}}”.' },
    jobClosed: { title: 'Job closed', body: 'The job “{{jobTitle}}” was closed.' },
    jobDeactivated: {
      title: 'Job deactivated',
      body: 'Your job “{{jobTitle}}” was deactivated by the platform: {{reason}}',
    },
    clientAwaitingApproval: {
      title: 'New client awaiting approval',
      body: '{{name}} ({{email}}) registered as a client and confirmed the e-mail address.',
    },
    supplierAwaitingApproval: {
      title: 'New service provider awaiting approval',
      body: '{{name}} ({{email}}) registered as a service provider and confirmed the e-mail address.',
    },
    // meetings
    meetingScheduled: {
      title: 'Meeting invitation',
      body: '{{companyName}} invites you to a meeting about “{{jobTitle}}” on {{when}}.',
    },
    meetingProposed: {
      title: 'New time proposed',
      body: '{{companyName}} proposes another time for “{{jobTitle}}”: {{when}}.',
    },
    meetingAccepted: {
      title: 'Meeting confirmed',
      body: '{{companyName}} confirmed the meeting about “{{jobTitle}}” on {{when}}.',
    },
    meetingCancelled: {
      title: 'Meeting cancelled',
      body: '{{companyName}} cancelled the meeting about “{{jobTitle}}” on {{when}}: {{reason}}',
    },
    meetingReminder: {
      title: 'Meeting reminder',
      body: 'Your meeting about “{{jobTitle}}” with {{companyName}} starts on {{when}}.',
    },
    // invoices
    invoiceReceived: {
      title: 'New invoice',
      body: '{{companyName}} sent you invoice {{number}} for {{amount}} (due on {{dueDate}}).',
    },
    invoiceBillingDataMissing: {
      title: 'Billing details missing',
      body: '{{companyName}} wants to send you an invoice, but your profile lacks details every invoice needs (address with postcode and city; for reverse charge the VAT ID). Please add them in your profile.',
    },
    invoicePaid: {
      title: 'Invoice paid',
      body: 'Invoice {{number}} for {{amount}} has been paid in full.',
    },
    invoicePaymentReported: {
      title: 'Payment reported',
      body: '{{companyName}} reports a payment of {{amount}} on {{paidOn}} for invoice {{number}}. Please confirm or contest it.',
    },
    invoicePaymentConfirmed: {
      title: 'Payment confirmed',
      body: '{{companyName}} confirmed your payment of {{amount}} for invoice {{number}}. Open: {{open}}.',
    },
    invoicePaymentContested: {
      title: 'Payment contested',
      body: '{{companyName}} contests your payment of {{amount}} for invoice {{number}}: {{reason}}. Open: {{open}}.',
    },
    // work logs
    workLogsSubmitted: {
      title: 'Hours to approve',
      body: '{{companyName}} recorded working hours for “{{jobTitle}}”. Please review and approve them.',
    },
    workLogsAutoApproveSoon: {
      title: 'Hours will be approved tomorrow',
      body_one: '{{count}} entry for “{{jobTitle}}” will be approved automatically tomorrow unless you review it first.',
      body_other: '{{count}} entries for “{{jobTitle}}” will be approved automatically tomorrow unless you review them first.',
    },
    workLogDisputed: {
      title: 'Hours disputed',
      body: 'The entry of {{workerName}} on {{date}} for “{{jobTitle}}” was disputed: {{reason}}',
    },
    awardCancelledAccountDeleted: {
      title: 'Work cancelled',
      body: 'The work “{{jobTitle}}” was cancelled before it started: the other party deleted its account.',
    },
    awardEndedAccountDeleted: {
      title: 'Work ended',
      body: 'The running work “{{jobTitle}}” was ended: the other party deleted its account. Hours already recorded and issued invoices are kept.',
    },
    contractRevised: {
      title: 'New contract version',
      body: 'The contract for “{{jobTitle}}” has changed (version {{version}}). Please read the new version and accept it.',
    },
    contractAccepted: {
      title: 'Contract accepted',
      body: '{{companyName}} accepted the contract for “{{jobTitle}}” (version {{version}}).',
    },
    permitExpiring: {
      title: 'Staffing permit expiring',
      body: 'Your temporary staffing permit expires on {{date}} ({{days}} days). Please upload the renewed permit, or you can no longer be awarded resource jobs.',
    },
    permitExpired: {
      title: 'Staffing permit expired',
      body: 'Your temporary staffing permit expired on {{date}}. Until a valid permit has been verified you cannot be awarded resource jobs.',
    },
    applicationWithdrawnAccountDeleted: {
      title: 'Application withdrawn',
      body: 'An application for “{{jobTitle}}” was withdrawn: the supplier deleted its account.',
    },
    changeOrderProposed: {
      title: 'Change order proposed',
      body: '{{companyName}} proposes a change order of {{amount}} net for “{{jobTitle}}”: {{reason}}',
    },
    changeOrderWithdrawn: {
      title: 'Change order withdrawn',
      body: '{{companyName}} withdrew the change order of {{amount}} net for “{{jobTitle}}”.',
    },
    changeOrderAccepted: {
      title: 'Change order accepted',
      body: '{{companyName}} accepted your change order of {{amount}} net for “{{jobTitle}}”. The award may now bill {{billable}} net.',
    },
    changeOrderDeclined: {
      title: 'Change order declined',
      body: '{{companyName}} declined your change order of {{amount}} net for “{{jobTitle}}”. Note: {{note}}',
    },
  },
};
