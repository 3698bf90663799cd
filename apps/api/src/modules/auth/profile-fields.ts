import { Injectable } from '@nestjs/common';
import type { AccountProfile, UpdateProfileRequest, UserType } from '@fachwerk/shared/contracts';
import { DomainError, FieldCipher, type FieldIssue } from '@fachwerk/server/core';
import { CatalogueLookupRepository, SEALED_FIELDS, type AccountProfileFields, type CatalogueName, type UserProfilePatch, type UserRow } from '@fachwerk/server/db';
import { FileReferenceValidator } from '../../common/file-references';
import { CLIENT_FIELDS } from './dto/profile-fields.dto';
import { normaliseIban } from '@fachwerk/shared/contracts/rules';
import { profilePercentage } from './profile-percentage';

/** Fields stored in columns rather than in the profile document. */
const COLUMN_FIELDS = ['firstName', 'lastName', 'companyName', 'language', 'profilePic', 'documents', 'industry'] as const;
/** Fields only client accounts have. */
const CLIENT_ONLY = new Set<string>(['industry']);
/** Columns of users that are NOT NULL: a null in a patch is a missing value, not a clearing. */
const REQUIRED_COLUMNS = ['firstName', 'lastName', 'language'] as const;
const CLIENT_ALLOWED = new Set<string>([...CLIENT_FIELDS, 'profilePic', 'documents']);

type IncomingFields = Omit<UpdateProfileRequest, never> & Record<string, unknown>;

/** Profile fields that reference stored files. */
export const PROFILE_FILE_FIELDS = ['profilePic', 'documents', 'resume', 'certificate'] as const;

/** Turns draft fields into columns + profile document, checking catalogue ids and the account type. */
@Injectable()
export class ProfileFields {
  constructor(
    private readonly catalogues: CatalogueLookupRepository,
    private readonly files: FileReferenceValidator,
    private readonly cipher: FieldCipher,
  ) {}

  /**
   * `current` is the account being edited: its file fields must then name uploads of that account
   * (values it already holds pass). Without it (sign-up) the registration's own claim checks them.
   */
  async toColumns(userType: UserType, incoming: IncomingFields, current?: UserRow): Promise<UserProfilePatch> {
    const entries = Object.entries(incoming).filter(([, value]) => value !== undefined);
    const issues: FieldIssue[] = [];
    const allowed = userType === 'supplier' ? (field: string) => !CLIENT_ONLY.has(field) : (field: string) => CLIENT_ALLOWED.has(field);
    for (const [field] of entries) if (!allowed(field)) issues.push({ field, messageKey: 'validation.unknown', params: {} });
    const fields = Object.fromEntries(entries) as AccountProfileFields & Record<string, unknown>;
    // null clears a field; columns that cannot be empty say so instead of failing in the database.
    if (fields['documents'] === null) fields['documents'] = [];
    for (const field of REQUIRED_COLUMNS) {
      if (fields[field] === null) issues.push({ field, messageKey: 'validation.required', params: {} });
    }
    await this.checkCatalogues(fields, issues);
    if (current) {
      const references = PROFILE_FILE_FIELDS.filter((field) => field in fields).map((field) => ({ field, value: fields[field] }));
      const kept = [current.profilePic, current.profile.resume, current.profile.certificate, ...current.documents];
      if (references.length) issues.push(...(await this.files.check(current.id, references, { kept })).issues);
    }
    if (issues.length) throw new DomainError('VALIDATION_FAILED', { issues });

    const patch: UserProfilePatch & Record<string, unknown> = {};
    const profile: Record<string, unknown> = { ...(current?.profile ?? {}) };
    for (const [field, value] of Object.entries(fields)) {
      if ((COLUMN_FIELDS as readonly string[]).includes(field)) patch[field] = value;
      else profile[field] = field === 'accountNo' && typeof value === 'string' && value !== '' ? this.cipher.seal(normaliseIban(value), SEALED_FIELDS.iban) : value;
    }
    patch.profile = profile as AccountProfileFields;
    patch.profilePercentage = profilePercentage({
      userType,
      firstName: (patch.firstName as string | undefined) ?? current?.firstName ?? '',
      lastName: (patch.lastName as string | undefined) ?? current?.lastName ?? '',
      email: current?.email ?? 'set',
      companyName: (patch.companyName as string | undefined) ?? current?.companyName ?? null,
      profilePic: patch.profilePic !== undefined ? (patch.profilePic ?? null) : (current?.profilePic ?? null),
      documents: patch.documents ?? current?.documents ?? [],
      profile: patch.profile,
    });
    return patch;
  }

  private async checkCatalogues(fields: AccountProfileFields, issues: FieldIssue[]) {
    const checks: [string, CatalogueName, string[] | undefined][] = [
      ['serviceType', 'services', fields.serviceType],
      ['specialSkillsOrExp', 'skills', fields.specialSkillsOrExp],
      ['languageProficiency', 'languages', fields.languageProficiency?.map((entry) => entry.language)],
      ['categoryAvailability', 'services', fields.categoryAvailability?.map((entry) => entry.category)],
    ];
    for (const [field, catalogue, ids] of checks) {
      if (!ids?.length) continue;
      const missing = await this.catalogues.missingActive(catalogue, ids);
      if (missing.length) issues.push({ field, messageKey: 'validation.exists', params: {} });
    }
  }
}

/** The full profile of an account (GET /accounts/me, admin view). */
export function toAccountProfile(user: UserRow, cipher: Pick<FieldCipher, 'open'>): AccountProfile {
  const { accountNo } = user.profile;
  return {
    ...user.profile,
    // the IBAN is sealed at rest; only the account itself and admins get this answer
    ...(typeof accountNo === 'string' ? { accountNo: cipher.open(accountNo, SEALED_FIELDS.iban) } : {}),
    _id: user.id,
    userType: user.userType,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName ?? undefined,
    profilePic: user.profilePic,
    profilePercentage: user.profilePercentage,
    approvalStatus: user.approvalStatus,
    accountStatus: user.accountStatus,
    rejectionReason: user.rejectionReason,
    language: user.language,
    documents: user.documents,
    createdAt: user.createdAt.toISOString(),
    ...(user.userType === 'client' ? { industry: user.industry } : {}),
  };
}
