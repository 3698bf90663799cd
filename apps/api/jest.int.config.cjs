const { createJestConfig } = require('../../jest.preset.js');
module.exports = createJestConfig({ name: 'api', dir: __dirname, environment: 'node', kind: 'int' });
