const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({ name: 'web-data-access', dir: __dirname, environment: require.resolve('./jest.fetch-env.cjs') });
