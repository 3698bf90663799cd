const { createJestConfig } = require('../../../jest.preset.js');
module.exports = createJestConfig({ name: 'shared-i18n', dir: __dirname });
