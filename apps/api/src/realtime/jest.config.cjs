const { createJestConfig } = require('../../../../jest.preset.js');
/** Unit specs of the realtime folder (owned by async); apps/api's own Jest config may include them too. */
module.exports = createJestConfig({ name: 'api-realtime', dir: __dirname, environment: 'node' });
