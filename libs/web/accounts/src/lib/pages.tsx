import type { RegistrableUserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';

const ProfilePageChunk = lazyChunk('accounts-profile', async () => ({
  default: (await import(/* webpackChunkName: "accounts-profile" */ './profile/ProfilePage')).ProfilePage,
}),
);
const UpdatePasswordPageChunk = lazyChunk('accounts-update-password', async () => ({
  default: (await import(/* webpackChunkName: "accounts-update-password" */ './password/UpdatePasswordPage')).UpdatePasswordPage,
}),
);
const AdminAccountListPageChunk = lazyChunk('accounts-admin-list', async () => ({
  default: (await import(/* webpackChunkName: "accounts-admin-list" */ './admin/AdminAccountListPage')).AdminAccountListPage,
}),
);
const AdminAccountProfilePageChunk = lazyChunk('accounts-admin-profile', async () => ({
  default: (await import(/* webpackChunkName: "accounts-admin-profile" */ './admin/AdminAccountProfilePage')).AdminAccountProfilePage,
}),
);

/** `/profile` of every role (admins get the small own-account view). */
export const ProfileRoute = () => <ProfilePageChunk />;
/** `/update-password` of every role. */
export const UpdatePasswordRoute = () => <UpdatePasswordPageChunk />;
/** Admin `/client` and `/supplier`. */
export const AdminAccountListRoute = ({ type }: { type: RegistrableUserType }) => <AdminAccountListPageChunk type={type} />;
/** Admin `/profile/:id/:type`. */
export const AdminAccountProfileRoute = () => <AdminAccountProfilePageChunk />;
