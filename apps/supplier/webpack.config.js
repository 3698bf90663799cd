const { createFederatedConfig } = require('../../tools/webpack/federation.cjs');

/** The supplier remote: exposes ./routes (its role's logged-in route table) to the shell. */
module.exports = createFederatedConfig({
  name: 'supplier',
  container: 'fachwerk_supplier',
  port: Number(process.env.SUPPLIER_PORT ?? 4202),
  exposes: { './routes': './src/routes.tsx' },
});
