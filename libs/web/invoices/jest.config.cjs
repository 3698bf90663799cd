const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({
  name: 'web-invoices',
  dir: __dirname,
  environment: require.resolve('../data-access/jest.fetch-env.cjs'),
});
