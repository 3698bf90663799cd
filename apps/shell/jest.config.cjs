const { createJestConfig } = require('../../jest.preset.js');
module.exports = createJestConfig({ name: 'shell', dir: __dirname, environment: 'jsdom' });
