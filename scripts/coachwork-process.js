#!/usr/bin/env node
// The container image's command: which Coachwork process this container runs.
//   gateway | identity | tenants | workshops | bookings | webhooks     serve (the gateway or one service)
//   migrate <service>                                      migrate that service's schema, then exit
// Kubernetes runs one Deployment per name and a migration Job per service and rollout.
const path = require('node:path');

const SERVICES = ['identity', 'tenants', 'workshops', 'bookings', 'webhooks'];
const [command, argument] = process.argv.slice(2);

function usage() {
  console.error(`usage: coachwork-process (gateway | ${SERVICES.join(' | ')} | migrate <service>)`);
  process.exit(2);
}

const root = path.resolve(__dirname, '..');
if (command === 'gateway') {
  require(path.join(root, 'gateway/dist/start.js'));
} else if (SERVICES.includes(command)) {
  require(path.join(root, 'services', command, 'dist/start.js'));
} else if (command === 'migrate' && SERVICES.includes(argument)) {
  // runStandalone reads this flag: migrate (and seed reference data), then stop without serving.
  process.argv.push('--migrate-only');
  require(path.join(root, 'services', argument, 'dist/start.js'));
} else {
  usage();
}
