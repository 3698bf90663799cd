const { createFederatedConfig } = require('../../tools/webpack/federation.cjs');

/** The admin remote: exposes ./routes (its role's logged-in route table) to the shell. */
module.exports = createFederatedConfig({
  name: 'admin',
  container: 'fachwerk_admin',
  port: Number(process.env.ADMIN_PORT ?? 4203),
  exposes: { './routes': './src/routes.tsx' },
});
