/**
 * Webpack config shared by the shell (Module Federation host) and the role remotes.
 * NxAppWebpackPlugin + NxReactWebpackPlugin + ModuleFederationPlugin from @module-federation/enhanced
 * (the Nx MF wrappers are deprecated); see TOOLCHAIN.md for runtimeChunk and scriptType.
 * Run through Nx (`nx build <app>`, `nx serve <app>`): NxAppWebpackPlugin reads the task's project.
 */
const path = require('node:path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { NxReactWebpackPlugin } = require('@nx/react/webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPkg = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');
/** LAZY_CHUNK_TIMEOUT_MS of contracts (kept in sync by a unit test in libs/web/ui). */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
const WORKSPACE_LIB_VERSION = rootPkg.version;

const singleton = (name) => ({ singleton: true, requiredVersion: rootPkg.dependencies[name], strictVersion: false });
const sharedLib = () => ({ singleton: true, version: WORKSPACE_LIB_VERSION, requiredVersion: WORKSPACE_LIB_VERSION });

/** Shared singletons only: the framework packages and the workspace libs that hold singletons. */
const SHARED = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  'react-router-dom': singleton('react-router-dom'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': singleton('@reduxjs/toolkit'),
  'react-redux': singleton('react-redux'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  'react-toastify': singleton('react-toastify'),
  '@fachwerk/web/data-access': sharedLib(),
  '@fachwerk/shared/i18n': sharedLib(),
};

/**
 * @param {{ name: string, container?: string, port: number, host?: boolean, exposes?: Record<string, string>, styles?: string[] }} options
 *   name: the Nx project (apps/<name>); container: the Module Federation container name (default name)
 */
function createFederatedConfig({ name, container = name, port, host = false, exposes = {}, styles = [] }) {
  const projectRoot = `apps/${name}`;
  return {
    output: {
      path: path.join(workspaceRoot, 'dist', projectRoot),
      publicPath: host ? '/' : 'auto',
      uniqueName: container,
      scriptType: 'text/javascript',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    optimization: { runtimeChunk: false },
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: host,
      hot: false,
      liveReload: false,
      client: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    plugins: [
      new NxAppWebpackPlugin({
        tsConfig: `${projectRoot}/tsconfig.app.json`,
        compiler: 'babel',
        main: `${projectRoot}/src/main.ts`,
        index: host ? `${projectRoot}/src/index.html` : undefined,
        baseHref: host ? '/' : undefined,
        assets: host ? [{ glob: 'runtime-config.json', input: `${projectRoot}/src`, output: '.' }] : [],
        styles: styles.map((s) => `${projectRoot}/${s}`),
        outputHashing: process.env.NODE_ENV === 'production' ? 'all' : 'none',
        optimization: process.env.NODE_ENV === 'production',
        sourceMap: process.env.NODE_ENV !== 'production',
        outputPath: `dist/${projectRoot}`,
        extractLicenses: false,
        runtimeChunk: false,
        generateIndexHtml: host,
        skipTypeChecking: true,
      }),
      new NxReactWebpackPlugin({ svgr: false }),
      new ModuleFederationPlugin({
        name: container,
        ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
        remotes: {},
        shared: SHARED,
        dts: false,
        manifest: false,
        // Remote URLs come from remoteEntry.js, never a manifest: the snapshot code and node paths are dead weight.
        // (externalRuntime/provideExternalRuntime was measured: remote -15 KB gzip but host +23 KB, so not used.)
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          // Remotes use the shell's runtime-core (provided by the runtime plugin below) instead of their own.
          ...(host ? {} : { externalRuntime: true }),
        },
        ...(host ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.mjs')] } : {}),
      }),
    ],
  };
}

module.exports = { createFederatedConfig, SHARED, CHUNK_LOAD_TIMEOUT_MS };
