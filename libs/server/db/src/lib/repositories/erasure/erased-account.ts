import type { UserType } from '@fachwerk/shared/contracts';

/** The account being deleted, as every domain's erasure routine receives it. */
export interface ErasedAccount {
  id: string;
  userType: UserType;
}
