/**
 * Webpack config shared by the shell (Module Federation host) and the role remotes.
 * NxAppWebpackPlugin + NxReactWebpackPlugin + ModuleFederationPlugin from @module-federation/enhanced
 * (the Nx MF wrappers are deprecated); see TOOLCHAIN.md for runtimeChunk and scriptType.
 * Run through Nx (`nx build <app>`, `nx serve <app>`): NxAppWebpackPlugin reads the task's project.
 */
const fs = require('node:fs');
const path = require('node:path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { NxReactWebpackPlugin } = require('@nx/react/webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPkg = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');
/** LAZY_CHUNK_TIMEOUT_MS of contracts (kept in sync by a unit test in libs/web/ui). */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
const WORKSPACE_LIB_VERSION = rootPkg.version;

const singleton = (name) => ({
  singleton: true,
  requiredVersion: rootPkg.dependencies[name],
  strictVersion: false,
});
const sharedLib = () => ({
  singleton: true,
  version: WORKSPACE_LIB_VERSION,
  requiredVersion: WORKSPACE_LIB_VERSION,
});

/**
 * A shared module is kept whole (webpack cannot know what other builds will use), so the larger
 * packages are shared through a facade in `facades/` that re-exports only the names the apps import;
 * everything else in the package is tree-shaken. The facade imports the real package under the alias
 * `@fachwerk-unshared/<package>` (not a share key, so it is bundled into the facade, not shared again).
 * `FacadeImportCheckPlugin` fails the build when code imports a name a facade lacks.
 */
const FACADE_TARGETS = {
  'react-router-dom': 'react-router-dom/dist/index.js',
  'react-i18next': 'react-i18next/dist/es/index.js',
  // Redux Toolkit, RTK Query and react-redux through facades: the shell's entry chunk, which every first
  // page loads, fell by 7.7 KB gzip (173.9 → 166.2 KB, tools/ci/js-budget.mjs); targets are the files
  // webpack resolves for these packages without a facade.
  '@reduxjs/toolkit': '@reduxjs/toolkit/dist/redux-toolkit.modern.mjs',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs',
  'react-redux': 'react-redux/dist/react-redux.mjs',
};
const facadePath = (pkg) => path.join(__dirname, 'facades', `${pkg.replace(/[@/]/g, (c) => (c === '/' ? '__' : ''))}.mjs`);
const FACADE_ALIAS = Object.fromEntries(
  Object.entries(FACADE_TARGETS).map(([pkg, target]) => {
    const file = path.join(workspaceRoot, 'node_modules', target);
    if (!fs.existsSync(file)) throw new Error(`federation: ${target} missing (was ${pkg} upgraded?)`);
    return [`@fachwerk-unshared/${pkg}$`, file];
  }),
);
/** Names each facade re-exports, read from its `export { … } from` statements. */
const FACADE_NAMES = Object.fromEntries(
  Object.keys(FACADE_TARGETS).map((pkg) => {
    const source = fs.readFileSync(facadePath(pkg), 'utf8');
    const names = [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((m) =>
      m[1].split(',').map((n) => n.trim().split(/\s+as\s+/).pop()).filter(Boolean),
    );
    return [pkg, new Set(names)];
  }),
);
/** `name`: the share key; `pkg`: its package (differs for a subpath such as `@reduxjs/toolkit/query/react`). */
const facaded = (name, pkg = name) => ({
  ...singleton(pkg),
  import: facadePath(name),
  version: require(`${pkg}/package.json`).version,
});

/**
 * Fails the build when a module imports, from a facaded package, a name its facade does not re-export,
 * or uses the package as a whole (namespace value, `export *`, `require`, `import()`), which cannot be
 * checked name by name.
 */
class FacadeImportCheckPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FacadeImportCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FacadeImportCheckPlugin', (modules) => {
        const problems = new Set();
        const dependenciesOf = (block) => [...(block.dependencies ?? []), ...(block.blocks ?? []).flatMap(dependenciesOf)];
        for (const module of modules) {
          for (const dep of dependenciesOf(module)) {
            const names = FACADE_NAMES[dep.request];
            if (!names || dep.type === 'harmony side effect evaluation') continue;
            const where = `${dep.request} in ${module.readableIdentifier(compilation.requestShortener)}`;
            const imported = Array.isArray(dep.ids) ? dep.ids[0] : undefined;
            if (imported === undefined) problems.add(`whole-module use of ${where} (${dep.type}): import named exports`);
            else if (!names.has(imported)) problems.add(`${imported} missing in the facade (from ${where}): add it to tools/webpack/facades`);
          }
        }
        for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(`federation facade: ${problem}`));
      });
    });
  }
}

/**
 * Drops Nx's `common` cache group (every module used by two lazy chunks, merged into one chunk): a
 * page that shares one small module with another page then downloaded all of them, and the shared
 * packages' unused fallbacks with them (the first page after login has a JavaScript budget). Without
 * it webpack's default split applies: shared modules below its size threshold stay with each chunk
 * that uses them, larger ones get a chunk of their own. Runs after NxAppWebpackPlugin set splitChunks.
 */
class NoCommonChunkPlugin {
  apply(compiler) {
    const cacheGroups = compiler.options.optimization.splitChunks?.cacheGroups;
    if (cacheGroups?.common) cacheGroups.common = false;
  }
}

/**
 * The installable app's service worker (shell only, production builds): Workbox's GenerateSW
 * precaches the shell's hashed JavaScript and CSS, the offline page and the icons; navigations go to
 * the network and fall back to the offline page; the role remotes' entry files are fetched network
 * first (no-cache as the servers say, the cached copy when offline) and their hashed chunks cache
 * first. sw-remotes.js puts the entry files the runtime manifest names into that cache at install.
 * The API is never cached. The worker and its runtime load outside the first page's JavaScript.
 */
const SERVICE_WORKER_REMOTES_CACHE = 'fachwerk-remotes';
function serviceWorkerPlugin() {
  const { GenerateSW } = require('workbox-webpack-plugin');
  return new GenerateSW({
    swDest: 'sw.js',
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    inlineWorkboxRuntime: true,
    mode: 'production',
    include: [/\.(?:js|css)$/, /^offline\.html$/, /^manifest\.webmanifest$/, /^assets\/(?:app\/icon-192\.png|brand\/favicon\.svg)$/],
    // hero-preload.js and sw-remotes.js are small unhashed helpers the server revalidates anyway
    exclude: [/\.map$/, /^hero-preload\.js$/, /^sw-remotes\.js$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{16,}\./,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    importScripts: ['/sw-remotes.js'],
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        urlPattern: ({ url }) => url.pathname.endsWith('/remoteEntry.js'),
        handler: 'NetworkFirst',
        options: { cacheName: SERVICE_WORKER_REMOTES_CACHE, networkTimeoutSeconds: 10 },
      },
      {
        // the remotes' content-hashed chunks: never change under their name
        urlPattern: ({ url, sameOrigin }) => !sameOrigin && /\.[0-9a-f]{16,}\.(?:js|css)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'fachwerk-remote-chunks', expiration: { maxEntries: 300 } },
      },
    ],
  });
}

/** Shared singletons only: the framework packages and the workspace libs that hold singletons. */
const SHARED = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  'react-router-dom': facaded('react-router-dom'),
  '@reduxjs/toolkit': facaded('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': facaded('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
  'react-redux': facaded('react-redux'),
  i18next: singleton('i18next'),
  'react-i18next': facaded('react-i18next'),
  'react-toastify': singleton('react-toastify'),
  '@fachwerk/web/data-access': sharedLib(),
  '@fachwerk/shared/i18n': sharedLib(),
  // Not a singleton by nature (constants, rules, route paths), but shared so a remote reuses the shell's copy:
  // each remote bundled its own (6.2 KB gzip of the first page after login, tools/ci/js-budget.mjs).
  '@fachwerk/shared/contracts': sharedLib(),
  // The chat's endpoint file: the shell's unread badge and the remotes' chat screens use one copy, so
  // its endpoints are injected once (a remote's own copy would inject them a second time).
  '@fachwerk/web/data-access/api/chat': sharedLib(),
};

/**
 * The shell provides the shared packages eagerly: bundled into its entry chunk rather than one chunk
 * each behind the async boundary. A first page then needs a handful of requests instead of about 24,
 * which over HTTP/1.1 (six connections per host) loaded as a staircase, and pushed the home page's
 * hero paint to 4.4 s in Lighthouse's mobile simulation. The bytes are the same: every page loaded
 * these packages before its first render anyway. Remotes keep consuming them from the shell.
 */
// react-toastify is imported with import() on the first toast, the chat api by the lazy unread badge: both stay out of the entry
const LAZY_SHARED = new Set(['react-toastify', '@fachwerk/web/data-access/api/chat']);
const eagerShared = (shared) =>
  Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, LAZY_SHARED.has(key) ? config : { ...config, eager: true }]));

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
    resolve: { alias: FACADE_ALIAS },
    // web/ui has no module-level side effects: a remote's route table that imports a few helpers from
    // it must not pull in every widget its lazy pages use (they then move into those pages' chunks).
    // Its stylesheet entry (screens-style imports CSS) is the exception.
    module: {
      rules: [
        { test: /[\\/]libs[\\/]web[\\/]ui[\\/]src[\\/]/, exclude: /screens-style|\.css$/, sideEffects: false },
      ],
    },
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
        assets: host
          ? [
              { glob: 'runtime-config.json', input: `${projectRoot}/src`, output: '.' },
              // images the pages reference by URL (favicon, home hero); the SVG sources and NOTICE stay behind
              { glob: '**/*.{webp,svg,png}', input: `${projectRoot}/src/assets`, output: 'assets', ignore: ['**/hero.svg'] },
              // the installable app: manifest, offline page and the service worker's remote-entry helper
              { glob: '{manifest.webmanifest,offline.html,sw-remotes.js}', input: `${projectRoot}/src`, output: '.' },
              // the hero preload runs before the bundle; a file, not inline, so the CSP needs no 'unsafe-inline'
              { glob: 'hero-preload.js', input: `${projectRoot}/src`, output: '.' },
            ]
          : [],
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
      new FacadeImportCheckPlugin(),
      new NoCommonChunkPlugin(),
      new ModuleFederationPlugin({
        name: container,
        ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
        remotes: {},
        shared: host ? eagerShared(SHARED) : SHARED,
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
      ...(host && process.env.NODE_ENV === 'production' ? [serviceWorkerPlugin()] : []),
    ],
  };
}

module.exports = { createFederatedConfig, SHARED, CHUNK_LOAD_TIMEOUT_MS, SERVICE_WORKER_REMOTES_CACHE };
