import type { UserData } from '@fachwerk/shared/contracts';
import type { UserRow } from '@fachwerk/server/db';

/** The session's userData (§3) of an account row. */
export function toUserData(user: UserRow): UserData {
  return {
    _id: user.id,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profilePic: user.profilePic,
    profilePercentage: user.profilePercentage,
    approvalStatus: user.approvalStatus,
    accountStatus: user.accountStatus,
    language: user.language,
  };
}
