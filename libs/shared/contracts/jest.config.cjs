const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({ name: 'shared-contracts', dir: __dirname });
