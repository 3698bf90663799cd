const path = require('node:path');
const { createJestConfig } = require('../../jest.preset.js');

/**
 * The fault suite (`npm run test:faults`, tier `faults` of `npm test`): scenarios that kill and
 * restart real processes, against the BUILT api and worker. One scenario at a time (--runInBand).
 */
const base = createJestConfig({ name: 'faults', dir: path.join(__dirname, '..') });
module.exports = {
  ...base,
  displayName: 'faults',
  testMatch: ['<rootDir>/faults/**/*.fault-spec.ts'],
  testTimeout: 600_000,
};
