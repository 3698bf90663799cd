const { join } = require('node:path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');

/**
 * A Node process (api, worker) as one CommonJS bundle: workspace libs are bundled, node_modules stay
 * external (NestJS 12 is ESM-only and is loaded through require(esm) on Node >= 20.19).
 * Output: dist/apps/<name>/main.js, run from the workspace root.
 */
module.exports = function nodeAppConfig(name) {
  return {
    output: { path: join(__dirname, `../../dist/apps/${name}`), clean: true },
    devtool: 'source-map',
    // Leave `createRequire(...)` to Node: webpack would replace it with `undefined` (its own require
    // cannot load node_modules kept external), which broke the e-invoice validator in the built api.
    module: { parser: { javascript: { createRequire: false } } },
    plugins: [
      new NxAppWebpackPlugin({
        target: 'node',
        compiler: 'tsc',
        main: './src/main.ts',
        tsConfig: './tsconfig.app.json',
        outputHashing: 'none',
        optimization: false,
        generatePackageJson: false,
        externalDependencies: 'all',
        sourceMap: true,
        assets: [],
      }),
    ],
  };
};
