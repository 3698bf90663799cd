/** `node dist/apps/worker/main.js` from the workspace root. */
module.exports = require('../../tools/webpack/node-app.cjs')('worker');
