const { createFederatedConfig } = require('../../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({ name: 'shell', port: Number(process.env.SHELL_PORT ?? 4200), host: true });
