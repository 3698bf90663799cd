const { createJestConfig } = require('../jest.preset.js');

/** Integration tests of the tooling against the real PostgreSQL and Redis. */
module.exports = createJestConfig({ name: 'tools', dir: __dirname, kind: 'int' });
