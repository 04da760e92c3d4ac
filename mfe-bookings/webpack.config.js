// Three builds from one app: the bookings remote for the console (dist/), the storefront's browser
// bundle, a Module Federation host (dist/storefront/), and its server renderer for the gateway
// (dist/server/storefront.js).
const { builtinModules } = require('node:module');
const path = require('node:path');
const webpack = require('webpack');
const federatedApp = require('../infra/webpack/federated-app');

const remote = federatedApp({
  dir: __dirname,
  name: 'mfe_bookings',
  exposes: { './routes': './src/exposes/routes.tsx' },
  keep: /^(storefront|server)(\/|$)/,
});

const storefrontClient = federatedApp({
  dir: __dirname,
  name: 'storefront',
  entry: './src/storefront/client.ts',
  outDir: 'dist/storefront',
  publicPath: '/assets/storefront/',
  html: false,
  // The storefront's home page has a 200 KB budget: it registers remotes by their remoteEntry.js.
  remoteEntries: true,
});

/**
 * Node bundle: our TypeScript and the npm packages it renders with, compiled in. Bundled, React, Redux
 * Toolkit and the rest take their production builds whatever NODE_ENV the gateway runs under (npm start
 * leaves it unset): required at run time, they rendered every page in development mode, with React's dev
 * checks and Redux Toolkit's serializability and immutability middleware (tens of ms a page). Only
 * Node's built-ins stay outside.
 */
function storefrontServer(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'storefront-server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    entry: { storefront: './src/storefront/server.tsx' },
    output: {
      path: path.join(__dirname, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) =>
        request && (request.startsWith('node:') || builtinModules.includes(request))
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    resolve: federatedApp.RESOLVE,
    module: { rules: [federatedApp.swcRule(production, 'es2022')] },
    plugins: [
      new webpack.DefinePlugin({
        __COACHWORK_BUILD__: JSON.stringify(federatedApp.buildInfo(production)),
        'globalThis.__COACHWORK_BUILD__': JSON.stringify(federatedApp.buildInfo(production)),
      }),
    ],
    optimization: { minimize: false },
    devtool: false,
    stats: 'errors-warnings',
  };
}

module.exports = [remote, storefrontClient, storefrontServer];
