const { createJestConfig } = require('../../jest.preset.js');
module.exports = createJestConfig({ name: 'client', dir: __dirname, environment: 'jsdom' });
