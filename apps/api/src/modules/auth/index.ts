/**
 * Public entry of the auth module: identity (sign-up, login, sessions, passwords, second factor, OAuth);
 * it owns the account record's fields and the identity mails.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { AuthModule } from './auth.module';
export { OAuthModule } from './oauth/oauth.module';
export { AllowUnapproved, ApprovalGuard } from './approval.guard';
export { PasswordHasher } from './password-hasher';
export { profilePercentage } from './profile-percentage';
export { decryptSecret, encryptSecret } from './two-factor/totp-crypto';
export { Reauthentication } from './reauthentication';
export { ProfileFields, toAccountProfile } from './profile-fields';
export { accountMails } from './account-mails';
export { AccountFieldsDto, ReferenceDto, WorkExperienceDto } from './dto/profile-fields.dto';
