const { join } = require('node:path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');

/**
 * A Node process (api, worker) as one CommonJS bundle: workspace libs are bundled, node_modules stay
 * external (NestJS 12 is ESM-only and is loaded through require(esm) on Node >= 20.19).
 * Output: dist/apps/<name>/main.js, run from the workspace root, with the invoice fonts, the e-invoice
 * rules and the validation thread's module in dist/apps/<name>/assets (found there at run time).
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
        // Every deployment carries what invoices need: the fonts they embed and the official e-invoice
        // rules they are validated with (the renderer finds the fonts beside the bundle).
        assets: [
          { input: 'libs/server/documents/fonts', glob: '**/*', output: 'assets/fonts' },
          { input: 'libs/server/documents/einvoice-rules', glob: '**/*', output: 'assets/einvoice-rules' },
          // the validation pool's thread module, started as a file (plain JavaScript, no build step)
          {
            input: 'libs/server/documents/src/lib/invoice',
            glob: 'einvoice-validation.worker.mjs',
            output: 'assets',
          },
        ],
      }),
    ],
  };
};
