const federatedApp = require('../infra/webpack/federated-app');

module.exports = federatedApp({
  dir: __dirname,
  name: 'mfe_tenants',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
