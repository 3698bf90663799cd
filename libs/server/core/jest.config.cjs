const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({ name: 'server-core', dir: __dirname, environment: 'node' });
