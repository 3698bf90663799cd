import type { UserType } from '@fachwerk/shared/contracts';
import type { AccountProfileFields } from '@fachwerk/server/db';

/** What the completion ring looks at: the columns plus the draft fields of the account's type. */
export interface ProfileCompletionInput {
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
  profilePic: string | null;
  documents: string[];
  profile: AccountProfileFields;
}

type FieldName = keyof ProfileCompletionInput | keyof AccountProfileFields;

/**
 * Weighting of `profilePercentage`: every field listed for the account's type weighs the same, so
 * the percentage is round(100 × filled ÷ listed). A field counts as filled when it holds a non-empty
 * string, a number, `true`, or a non-empty list. The lists are the fields a counterpart looks at
 * (§3 drafts plus picture and documents); secrets (password) and legal flags (terms) do not count.
 * Admins have no profile to complete: always 100.
 */
export const PROFILE_COMPLETION_FIELDS: Record<'client' | 'supplier', readonly FieldName[]> = {
  client: ['companyName', 'vat', 'contactPerson', 'firstName', 'lastName', 'dialCode', 'phoneNumber', 'email', 'address', 'profilePic'],
  supplier: [
    'companyName',
    'vat',
    'contactPerson',
    'companyRegistrationNumber',
    'companyPhoneNumber',
    'companyEmail',
    'companyAddress',
    'firstName',
    'lastName',
    'phoneNumber',
    'email',
    'address',
    'serviceType',
    'specialSkillsOrExp',
    'languageProficiency',
    'license',
    'dailyHours',
    'weeklyHours',
    'categoryAvailability',
    'toolsAndEquipment',
    'previousWorkExperience',
    'reference',
    'resume',
    'certificate',
    'hourlyRate',
    'accountNo',
    'accountName',
    'profilePic',
    'documents',
  ],
};

const isFilled = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  return false;
};

export function profilePercentage(input: ProfileCompletionInput): number {
  if (input.userType === 'admin') return 100;
  const fields = PROFILE_COMPLETION_FIELDS[input.userType];
  const source = { ...input.profile, ...input } as Record<string, unknown>;
  const filled = fields.filter((field) => isFilled(source[field])).length;
  return Math.round((100 * filled) / fields.length);
}
