const { createJestConfig } = require('../jest.preset.js');

/** Unit tests of the dev, CI and bench tooling (plain ESM modules, loaded natively by Jest). */
module.exports = createJestConfig({ name: 'tools', dir: __dirname });
