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
