/**
 * Demo logins printed by `npm start`. Mirrors DEMO_ACCOUNTS / DEMO_PASSWORD of
 * @fachwerk/shared/contracts (plain .mjs tools cannot import the TypeScript lib before a build);
 * tools/dev/demo.spec.ts fails when the two drift apart.
 */
export const DEMO_PASSWORD = 'Fachwerk!2026';
export const DEMO_ACCOUNTS = {
  admin: 'admin@fachwerk.test',
  client: 'client@fachwerk.test',
  supplier: 'supplier@fachwerk.test',
};

/**
 * The demo admin's seeded TOTP secret (admins must use a second factor): add it to an authenticator
 * app by the key or the otpauth URI. Mirrors DEMO_ADMIN_TOTP_SECRET of the contracts.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPFACHWERKDEMOZWEI';
export const demoAdminOtpauthUri = () =>
  `otpauth://totp/Fachwerk:${encodeURIComponent(DEMO_ACCOUNTS.admin)}?secret=${DEMO_ADMIN_TOTP_SECRET}&issuer=Fachwerk`;
