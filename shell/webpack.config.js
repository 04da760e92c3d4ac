const path = require('node:path');
const federatedApp = require('../infra/webpack/federated-app');

module.exports = federatedApp({
  dir: __dirname,
  name: 'shell',
  entry: './src/index.ts',
  publicPath: '/admin/',
  title: 'Coachwork',
  port: 3100,
});
module.exports.remotesFile = path.join(__dirname, 'remotes.json');
