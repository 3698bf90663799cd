const { createJestConfig } = require('../../jest.preset.js');
/** Integration: spawns the built worker (`nx build worker` first) against real PostgreSQL, Redis, MailDev. */
module.exports = {
  ...createJestConfig({ name: 'worker', dir: __dirname, environment: 'node', kind: 'int' }),
  testTimeout: 120_000,
};
