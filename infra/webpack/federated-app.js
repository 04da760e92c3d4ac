// One webpack configuration for every front end: the console shell (a Module Federation host) and
// the four remotes. Shared singletons keep one React, one router, one store and one antd theme;
// 'loaded-first' keeps the shell alive when a remote is down (ARCHITECTURE.md §8).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@reduxjs/toolkit',
  'react-redux',
  'antd',
  // web-kit/ui's form items take a form's `control`: one react-hook-form for the form and its fields.
  'react-hook-form',
  '@coachwork/web-kit',
  '@coachwork/web-kit/ui',
];

/** Writes build.json (id, branch, env) next to the entry: the file running pages poll for new builds. */
class BuildMetadataPlugin {
  constructor(build) {
    this.build = build;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildMetadataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildMetadataPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('build.json', new webpack.sources.RawSource(JSON.stringify(this.build))),
      );
    });
  }
}

/** The shared react-router is a re-export of the names the apps use (see react-router-shared.mjs). */
const ROUTER_SHARED = path.join(__dirname, 'react-router-shared.mjs');
const ROUTER_DIST = path.dirname(require.resolve('react-router/package.json'));

function shared(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const options = { singleton: true, requiredVersion: pkg.dependencies[name] ?? false };
      if (name !== 'react-router') return [name, options];
      return [
        name,
        { ...options, import: ROUTER_SHARED, version: require('react-router/package.json').version },
      ];
    }),
  );
}

/** The package itself, under a name the shared-module plugin does not intercept. */
function routerPackageAlias(production) {
  return {
    'react-router-package$': path.join(
      ROUTER_DIST,
      'dist',
      production ? 'production' : 'development',
      'index.mjs',
    ),
  };
}

/**
 * @param {object} o
 * @param {string} o.dir           the app's folder
 * @param {string} o.name          federation name (shell, mfe_workshops, ...)
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.entry]       the browser entry (shell, and remotes running alone)
 * @param {string} [o.publicPath]  'auto' for remotes (assets load next to their manifest)
 * @param {string} [o.title]
 * @param {string} [o.outDir]     output folder under the app (default 'dist')
 * @param {boolean} [o.html]      write index.html for the entry (default: when there is an entry)
 * @param {boolean} [o.remoteEntries] the host registers remotes by remoteEntry.js, not manifests
 * @param {RegExp} [o.keep]       files in the output folder that other builds own (kept by clean)
 */
// @coachwork/contracts is compiled from its TypeScript source, as ES modules without side effects, so a
// page that needs two constants does not carry yup, every schema and 249 countries.
const CONTRACTS_SRC = path.resolve(__dirname, '..', '..', 'packages', 'contracts', 'src');
const RESOLVE = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  alias: { '@coachwork/contracts$': path.join(CONTRACTS_SRC, 'index.ts') },
};
const CONTRACTS_SIDE_EFFECT_FREE = { test: (file) => file.startsWith(CONTRACTS_SRC), sideEffects: false };

/**
 * The catalogues (messages.ts) arrive with their ICU messages parsed (icu-precompile-loader.js), so the
 * bundles leave FormatJS's message parser out: intl-messageformat's import of it takes its no-parser build.
 */
const ICU_PRECOMPILE = {
  test: /messages\.ts$/,
  exclude: (file) => /node_modules/.test(file) && !/[\\/]packages[\\/]web-kit[\\/]/.test(file),
  enforce: 'pre',
  use: path.join(__dirname, 'icu-precompile-loader.js'),
};
const ICU_NO_PARSER = {
  '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};

/** The API's base path (spec §7: configurable), '/v1' unless API_BASE_URL says otherwise. */
function apiBaseUrl() {
  return (process.env.API_BASE_URL || '/v1').replace(/\/+$/, '');
}

/** Branch, environment, a build id and the API base path, compiled into the app and written to build.json. */
function buildInfo(production) {
  return {
    branch: process.env.BUILD_BRANCH || 'main',
    env: process.env.BUILD_ENV || (production ? 'production' : 'development'),
    id: process.env.BUILD_ID || `${Date.now().toString(36)}`,
    apiBaseUrl: apiBaseUrl(),
  };
}

/** TypeScript and JSX through swc; workspace packages arrive as source through node_modules symlinks. */
function swcRule(production, target = 'es2020') {
  return {
    test: /\.[jt]sx?$/,
    exclude: (file) => /node_modules/.test(file) && !/[\\/]packages[\\/]web-kit[\\/]/.test(file),
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target,
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
      },
    },
  };
}

/**
 * Production minification through swc (native, on worker threads) rather than webpack's default terser:
 * the same mangling and two compress passes, several times faster on two cores (docs/performance.md).
 */
function swcMinimizer() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

function federatedApp(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const build = buildInfo(production);
    return {
      mode: production ? 'production' : 'development',
      context: o.dir,
      entry: o.entry ? { main: o.entry } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, o.outDir ?? 'dist'),
        publicPath: o.publicPath ?? 'auto',
        // Entry files keep stable names (the federation runtime cannot hash them); the gateway
        // serves unhashed files with no-cache and hashed chunks as immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: o.name,
        clean: o.keep ? { keep: o.keep } : true,
      },
      resolve: { ...RESOLVE, alias: { ...RESOLVE.alias, ...ICU_NO_PARSER, ...routerPackageAlias(production) } },
      module: {
        // A missing export is a build error, not a warning (the shared router lists its names).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          ICU_PRECOMPILE,
          swcRule(production),
          CONTRACTS_SIDE_EFFECT_FREE,
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: o.exposes ? 'remoteEntry.js' : undefined,
          exposes: o.exposes,
          remotes: {},
          shared: shared(o.dir),
          shareStrategy: 'loaded-first',
          manifest: o.exposes ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // Browser builds only: the runtime drops its Node.js branches.
          // A host that registers remotes by remoteEntry.js (not mf-manifest.json) can drop the snapshot code.
          experiments: { optimization: { target: 'web', disableSnapshot: o.remoteEntries === true } },
        }),
        new webpack.DefinePlugin({
          __COACHWORK_BUILD__: JSON.stringify(build),
          'globalThis.__COACHWORK_BUILD__': JSON.stringify(build),
        }),
        new BuildMetadataPlugin(build),
        ...(o.entry && o.html !== false
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: o.title ?? 'Coachwork',
                inject: 'body',
              }),
            ]
          : []),
      ],
      // swc's minifier instead of terser (the default): the same compression in a fraction of the time.
      ...(production ? { optimization: { minimizer: [swcMinimizer()] } } : {}),
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: [apiBaseUrl().startsWith('/') ? apiBaseUrl() : '/v1'],
            target: process.env.API_URL || 'http://127.0.0.1:3000',
          },
        ],
      },
    };
  };
}

module.exports = federatedApp;
module.exports.swcRule = swcRule;
module.exports.swcMinimizer = swcMinimizer;
module.exports.BuildMetadataPlugin = BuildMetadataPlugin;
module.exports.buildInfo = buildInfo;
module.exports.RESOLVE = RESOLVE;
