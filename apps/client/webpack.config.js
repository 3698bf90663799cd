const { createFederatedConfig } = require('../../tools/webpack/federation.cjs');

/** The client remote: exposes ./routes (its role's logged-in route table) to the shell. */
module.exports = createFederatedConfig({
  name: 'client',
  container: 'fachwerk_client',
  port: Number(process.env.CLIENT_PORT ?? 4201),
  exposes: { './routes': './src/routes.tsx' },
});
