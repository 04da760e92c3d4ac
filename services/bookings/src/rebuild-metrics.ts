// `npm run metrics:rebuild`: rebuilds the dashboard's read model from its event log, on the database
// the service uses (DATABASE_URL, else the embedded one under DATA_DIR: stop `npm start` first, an
// embedded database has one user at a time).
import path from 'node:path';
import { configOrExit, createLogger, openDatabase } from '@coachwork/service-kit';
import { readConfig } from './config';
import { SCHEMA } from './data/schema';
import { rebuildMetrics } from './domain/metrics/rebuild-metrics';

async function main() {
  const config = configOrExit(() => readConfig());
  const logger = createLogger('metrics-rebuild', config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate({
      migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
      schema: SCHEMA,
    });
    const started = Date.now();
    const { events } = await rebuildMetrics(database.db);
    logger.info({ events, ms: Date.now() - started }, 'dashboard metrics rebuilt from the event log');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
