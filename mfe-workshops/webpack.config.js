const federatedApp = require('../infra/webpack/federated-app');

module.exports = federatedApp({
  dir: __dirname,
  name: 'mfe_workshops',
  // Runs alone for development too: `npm run dev -w @coachwork/mfe-workshops`.
  entry: './src/index.ts',
  exposes: { './routes': './src/exposes/routes.tsx', './coach-area': './src/exposes/coach-area.tsx' },
  port: 3103,
});
