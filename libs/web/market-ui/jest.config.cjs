const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({ name: 'web-market-ui', dir: __dirname, environment: require.resolve('../data-access/jest.fetch-env.cjs') });
