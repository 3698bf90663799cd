const { createJestConfig } = require('../../../../jest.preset.js');
/** Integration: a small Nest app importing RealtimeModule, real Redis (streams adapter). */
module.exports = createJestConfig({ name: 'api-realtime', dir: __dirname, environment: 'node', kind: 'int' });
