const { createJestConfig } = require('../../jest.preset.js');
module.exports = createJestConfig({ name: 'shell', dir: __dirname, environment: require.resolve('../../libs/web/data-access/jest.fetch-env.cjs') });
