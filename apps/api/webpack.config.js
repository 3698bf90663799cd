/** `node dist/apps/api/main.js [migrate|seed]` from the workspace root. */
module.exports = require('../../tools/webpack/node-app.cjs')('api');
