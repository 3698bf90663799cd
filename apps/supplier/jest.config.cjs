const { createJestConfig } = require('../../jest.preset.js');
module.exports = createJestConfig({ name: 'supplier', dir: __dirname, environment: 'jsdom' });
