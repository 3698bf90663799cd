import type { UserType } from '@fachwerk/shared/contracts';

/**
 * Who acts. Repository methods for owned data take it as a required parameter, so a query for
 * someone's data cannot be written without saying whose.
 */
export interface Actor {
  id: string;
  userType: UserType;
}
