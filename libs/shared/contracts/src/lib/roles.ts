/** Account roles that can log in. The shared constants also name a worker role (team members managed by suppliers). */
export const USER_TYPES = ['admin', 'client', 'supplier'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const WORKER_ROLE = 'worker' as const;
/** Roles that can register themselves (admins are created by seed or other admins). */
export const REGISTRABLE_USER_TYPES = ['client', 'supplier'] as const;
export type RegistrableUserType = (typeof REGISTRABLE_USER_TYPES)[number];
export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
