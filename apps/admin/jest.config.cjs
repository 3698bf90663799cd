const { createJestConfig } = require('../../jest.preset.js');
module.exports = createJestConfig({ name: 'admin', dir: __dirname, environment: 'jsdom' });
