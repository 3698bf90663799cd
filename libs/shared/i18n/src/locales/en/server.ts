import { accountFieldLabels } from './account-fields';
import { awardsFieldLabels, serverAwards } from './server-awards';
import { contractFieldLabels, serverContracts } from './server-contracts';
import { serverChangeOrders } from './server-change-orders';
import { permitFieldLabels, serverPermits } from './server-permits';
import { serverWorkLogs, workLogFieldLabels } from './server-work-logs';
import { serverWorkers, workerFieldLabels } from './server-workers';
import { serverEngagement } from './server-engagement';
import { serverChat } from './server-chat';
import { serverJobs } from './server-jobs';
import { errorTexts } from './server-errors';
import { meetingFieldLabels, serverMeetings } from './server-meetings';
import { serverInvoices } from './server-invoices';
import { serverAccounting } from './server-accounting';
import type { server as de } from '../de/server';

export const server: typeof de = {
  errors: errorTexts,
  fields: {
    // invoices (first: a label another module already defines wins)
    ...serverInvoices.fields,
    userType: 'user type',
    refreshToken: 'refresh token',
    page: 'page',
    limit: 'limit',
    // accounts-api: registration, profile and admin fields (shared with the registration screens)
    ...accountFieldLabels,
    ...workerFieldLabels,
    // jobs-api: job form, search and admin job fields
    ...serverJobs.jobFields,
    userId: 'user id',
    code: 'code',
    resetToken: 'reset token',
    profilePic: 'profile picture',
    documents: 'documents',
    reason: 'reason',
    type: 'account type',
    approval: 'approval status',
    status: 'status',
    search: 'search',
    targetId: 'target id',
    // content-api: catalogue, CMS, FAQ, testimonial, logo, inquiry and upload fields
    nameDe: 'name (German)',
    nameEn: 'name (English)',
    isActive: 'active',
    sortOrder: 'order',
    ids: 'services',
    slug: 'slug',
    titleDe: 'title (German)',
    titleEn: 'title (English)',
    descriptionDe: 'description (German)',
    descriptionEn: 'description (English)',
    metaDescriptionDe: 'meta description (German)',
    metaDescriptionEn: 'meta description (English)',
    isHeader: 'in the header',
    isFooter: 'in the footer',
    audience: 'audience',
    questionDe: 'question (German)',
    questionEn: 'question (English)',
    answerDe: 'answer (German)',
    answerEn: 'answer (English)',
    authorName: "person's name",
    company: 'company',
    quoteDe: 'quote (German)',
    quoteEn: 'quote (English)',
    rating: 'rating',
    photo: 'photo',
    image: 'image',
    link: 'link',
    subtitleDe: 'subtitle (German)',
    subtitleEn: 'subtitle (English)',
    ctaLink: 'button link',
    phone: 'phone number',
    subject: 'subject',
    message: 'message',
    slot: 'upload slot',
    visibility: 'visibility',
    images: 'file',
    // awards-api: applications and awarded work
    ...awardsFieldLabels,
    ...contractFieldLabels,
    ...permitFieldLabels,
    // meetings-api
    ...meetingFieldLabels,
    // work-logs: working hours
    ...workLogFieldLabels,
    // engagement-api: feedback, notifications
    ...serverEngagement.engagementFields,
    // chat
    ...serverChat.chatFields,
    // accounting: buyer references, bookkeeping settings, exports
    ...serverAccounting.fields,
  },
  mail: {
    signupExisting: {
      subject: 'Registration attempt with your email address',
      body: 'Someone tried to create a new Fachwerk account with your email address. You already have an account: log in or reset your password. If this was not you, you can ignore this email.',
    },
    accountDeleted: {
      subject: 'Your Fachwerk account was deleted',
      body: 'Your account and your personal data have been deleted. Records we must keep by law (e.g. invoices) are kept only to the extent required.',
    },
    status: {
      approved: 'approved',
      rejected: 'rejected',
      active: 'activated',
      inactive: 'deactivated',
      approvedBody: 'Your account has been approved. You can now use all of Fachwerk.',
      rejectedBody: 'Your account has been rejected. Reason: {{reason}}',
      activeBody: 'Your account has been activated again.',
      inactiveBody: 'Your account has been deactivated. Please contact support if you have questions.',
    },
  },
  server: {
    invoices: serverInvoices.texts,
    accounting: serverAccounting.texts,
    jobs: serverJobs.jobTexts,
    ok: 'Success',
    engagement: serverEngagement.engagement,
    chat: serverChat.chat,
    auth: {
      loggedIn: 'Logged in.',
      refreshed: 'Session renewed.',
      loggedOut: 'You have been logged out.',
      sessionEnded: 'The device has been signed out.',
      otherSessionsEnded: 'All other devices have been signed out.',
      signedUp: 'Registration successful. We have sent you a verification code by email.',
      codeSent: 'We have sent you a new verification code.',
      emailVerified: 'Your email address is verified. You can log in now.',
      resetCodeSent: 'If an account exists for this email address, we have sent a reset code.',
      otpVerified: 'Code confirmed. Please choose a new password.',
      passwordReset: 'Your password has been changed. Please log in again.',
      passwordChanged: 'Your password has been changed. Other sessions have been logged out.',
      twoFactorEnabled: 'Two-step verification is set up. Keep your recovery codes in a safe place.',
      twoFactorDisabled: 'Two-step verification has been turned off.',
      recoveryCodesRenewed: 'New recovery codes have been created; the previous ones no longer work.',
      twoFactorSetup: 'Scan the QR code with your authenticator app.',
    },
    accounts: {
      deleted: 'Your account has been deleted.',
      updated: 'Your profile has been saved.',
      exportRequested: 'Your data export is being prepared. You will get an e-mail with the link as soon as it is ready.',
      exportReadySubject: 'Your data export is ready',
      exportReadyBody: 'Your data export (a ZIP of JSON files and your uploaded files) is ready. After logging in you can download it until {{expiresAt}}; after that it is deleted.',
      /** the reason given to the other party when a deletion cancels a meeting */
      partyDeleted: 'The other party deleted its account.',
    },
    operations: {
      deadLetterRetried: 'Delivery is being retried.',
    },
    adminAccounts: {
      updated: 'The account has been saved.',
      approved: 'The account has been approved.',
      rejected: 'The account has been rejected.',
      activated: 'The account has been activated.',
      deactivated: 'The account has been deactivated; all sessions have been ended.',
      twoFactorReset: 'Two-step verification has been reset.',
    },
    content: {
      created: 'The entry was created.',
      updated: 'The entry was saved.',
      deleted: 'The entry was deleted.',
      inquirySent: 'Thank you for your inquiry. We will get back to you as soon as possible.',
    },
    workers: serverWorkers,
    uploads: {
      uploaded: 'The file was uploaded.',
      missingFile: 'Please choose a file (field "images").',
      registrationFileExpired: '{{field}}: the file was not found or has expired. Please upload it again.',
    },
    awards: serverAwards,
    contracts: serverContracts,
    changeOrders: serverChangeOrders,
    permits: serverPermits,
    meetings: serverMeetings,
    workLogs: serverWorkLogs,
    health: {
      ok: 'All services are reachable.',
      degraded: 'At least one service is unreachable.',
    },
  },
};
