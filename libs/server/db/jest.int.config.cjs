const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({ name: 'server-db', dir: __dirname, environment: 'node', kind: 'int' });
