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
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'antd',
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

function shared(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: pkg.dependencies[name] ?? false }]),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir           the app's folder
 * @param {string} o.name          federation name (shell, mfe_workshops, ...)
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.entry]       the browser entry (shell, and remotes running alone)
 * @param {string} [o.publicPath]  'auto' for remotes (assets load next to their manifest)
 * @param {string} [o.title]
 */
module.exports = function federatedApp(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const build = {
      branch: process.env.BUILD_BRANCH || 'main',
      env: process.env.BUILD_ENV || (production ? 'production' : 'development'),
      id: process.env.BUILD_ID || `${Date.now().toString(36)}`,
    };
    return {
      mode: production ? 'production' : 'development',
      context: o.dir,
      entry: o.entry ? { main: o.entry } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: o.publicPath ?? 'auto',
        // Entry files keep stable names (the federation runtime cannot hash them); the gateway
        // serves unhashed files with no-cache and hashed chunks as immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            // Workspace packages arrive as TypeScript source through node_modules symlinks.
            exclude: (file) => /node_modules/.test(file) && !/[\\/]packages[\\/]web-kit[\\/]/.test(file),
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                },
              },
            },
          },
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
        }),
        new webpack.DefinePlugin({ __COACHWORK_BUILD__: JSON.stringify(build) }),
        new BuildMetadataPlugin(build),
        ...(o.entry
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: o.title ?? 'Coachwork',
                inject: 'body',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/v1'], target: process.env.API_URL || 'http://127.0.0.1:3000' }],
      },
    };
  };
};
