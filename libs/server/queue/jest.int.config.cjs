const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({ name: 'server-queue', dir: __dirname, environment: 'node', kind: 'int' });
