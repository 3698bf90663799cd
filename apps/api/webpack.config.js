const { join } = require('node:path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');

/**
 * The API as one CommonJS bundle for Node: workspace libs are bundled, node_modules stay external
 * (NestJS 12 is ESM-only and is loaded through require(esm) on Node >= 20.19).
 * Output: dist/apps/api/main.js — `node dist/apps/api/main.js [migrate|seed]` from the workspace root.
 */
module.exports = {
  output: { path: join(__dirname, '../../dist/apps/api'), clean: true },
  devtool: 'source-map',
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
