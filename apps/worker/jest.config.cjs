const { createJestConfig } = require('../../jest.preset.js');
module.exports = createJestConfig({ name: 'worker', dir: __dirname, environment: 'node' });
