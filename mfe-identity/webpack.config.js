const federatedApp = require('../infra/webpack/federated-app');

module.exports = federatedApp({
  dir: __dirname,
  name: 'mfe_identity',
  entry: './src/index.ts',
  exposes: {
    './login': './src/exposes/login.tsx',
    './register': './src/exposes/register.tsx',
    './login-token': './src/exposes/login-token.tsx',
    './onboarding': './src/exposes/onboarding.tsx',
    './settings-dialog': './src/exposes/settings-dialog.tsx',
    './routes': './src/exposes/routes.tsx',
  },
  port: 3101,
});
