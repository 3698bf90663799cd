const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({ name: 'server-documents', dir: __dirname, environment: 'node' });
