import type { security as de } from '../de/security';

export const security: typeof de = {
  security: {
    strength: {
      label: 'Password strength',
      levels: ['very weak', 'weak', 'fair', 'strong', 'very strong'],
      value: 'Password strength: {{level}}',
      loading: 'Checking password strength …',
    },
    section: {
      title: 'Sign-in and security',
      intro: 'Your login email address and two-step verification.',
    },
    reauth: {
      emailTitle: 'Change email address',
      emailHint: 'Your login email address only changes once you enter your current password. We will inform the previous address.',
      newEmail: 'New email address',
      change: 'Change email address',
      save: 'Save',
      changed: 'Your email address has been changed.',
    },
    mail: {
      emailChanged: {
        subject: 'Your Fachwerk email address has been changed',
        body: 'The login email address of your Fachwerk account has been changed to {{email}}. If this was not you, please contact our support at once.',
      },
    },
  },
};
