import { IDENTITY_LIMITS, type Language, type OutboxMessage } from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';

/** A change of an account's second factor (or its slowing after many wrong codes), told to the owner. */
export type TwoFactorChange = 'enabled' | 'reenrolled' | 'disabled' | 'recoveryCodesRenewed' | 'recoveryCodeUsed' | 'reset' | 'slowed';

/** Outbox messages of the accounts domain (rendered by the worker with libs/server/documents templates). */
interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

const mail = (to: Recipient, template: 'verification-code' | 'password-reset' | 'account-status' | 'generic', data: Record<string, string | number>): OutboxMessage => ({
  queue: 'mail',
  payload: { to: to.email, template, locale: to.language, data: { firstName: to.firstName, ...data } },
});

export const accountMails = {
  verificationCode: (to: Recipient, code: string, actionUrl: string) =>
    mail(to, 'verification-code', { code, actionUrl, minutes: IDENTITY_LIMITS.verificationCodeTtlSeconds / 60 }),
  passwordReset: (to: Recipient, code: string, actionUrl: string) =>
    mail(to, 'password-reset', { code, actionUrl, minutes: IDENTITY_LIMITS.verificationCodeTtlSeconds / 60 }),
  /** Status change told to the account owner; `reason` only for a rejection. */
  accountStatus: (to: Recipient, status: 'approved' | 'rejected' | 'active' | 'inactive', actionUrl: string, reason = '') =>
    mail(to, 'account-status', {
      status: translate(to.language, `mail.status.${status}`),
      body: translate(to.language, `mail.status.${status}Body`, { reason }),
      reason,
      actionUrl,
    }),
  /** Someone signed up with an address that already has an account: tell the owner, not the caller. */
  signupExisting: (to: Recipient, actionUrl: string) =>
    mail(to, 'generic', {
      subject: translate(to.language, 'mail.signupExisting.subject'),
      body: translate(to.language, 'mail.signupExisting.body'),
      actionUrl,
    }),
  /** Told to the old address, so an owner notices a change made through a stolen session. */
  emailChanged: (to: Recipient, newEmail: string) =>
    mail(to, 'generic', {
      subject: translate(to.language, 'security.mail.emailChanged.subject'),
      body: translate(to.language, 'security.mail.emailChanged.body', { email: newEmail }),
    }),
  twoFactorChanged: (to: Recipient, change: TwoFactorChange) =>
    mail(to, 'generic', {
      subject: translate(to.language, `security.mail.twoFactor.${change}.subject`),
      body: translate(to.language, `security.mail.twoFactor.${change}.body`),
    }),
  accountDeleted: (to: Recipient) =>
    mail(to, 'generic', { subject: translate(to.language, 'mail.accountDeleted.subject'), body: translate(to.language, 'mail.accountDeleted.body') }),
};
