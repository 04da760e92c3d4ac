// `npm run payments:reconcile [-- --days N]`: compares every payment the processor captured in the
// last N days (default 30) with the ledger and settles what it does not hold (applied to its booking,
// or refunded in full), then prints what it found. Runs on the database the service uses
// (DATABASE_URL, else the embedded one under DATA_DIR: stop `npm start` first, an embedded database
// has one user at a time). The sweeper does the same over the last two days every ten minutes.
import path from 'node:path';
import { configOrExit, createLogger, createMailer, openDatabase } from '@coachwork/service-kit';
import { readConfig } from './config';
import { SCHEMA } from './data/schema';
import { reconcilePayments } from './domain/payments/reconcile-payments';
import { paymentsContext } from './payments.wiring';
import { paymentsOptions } from './payments.config';
import { ticketCodes, ticketSecretsOf } from './domain/tickets/ticket-code';

function daysArgument(argv: string[]): number {
  const at = argv.indexOf('--days');
  const days = at === -1 ? 30 : Number(argv[at + 1]);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    console.error('--days must be a whole number of days from 1 to 3650');
    process.exit(2);
  }
  return days;
}

async function main() {
  const days = daysArgument(process.argv.slice(2));
  const config = configOrExit(() => readConfig());
  const logger = createLogger('payments-reconcile', config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate({
      migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
      schema: SCHEMA,
    });
    const mailer = createMailer({
      from: 'Coachwork <no-reply@coachwork.localhost>',
      dataDir: config.DATA_DIR ?? './data',
      production: false,
      logger,
    });
    const ctx = paymentsContext(
      {
        db: database.db,
        now: () => new Date(),
        holdMinutes: config.BOOKING_HOLD_MINUTES,
        currency: config.CURRENCY,
        appUrl: 'http://localhost:3000',
        mailer,
        payouts: { feePercent: config.PLATFORM_FEE_PERCENT, delayDays: config.PAYOUT_DELAY_DAYS },
        tickets: ticketCodes(ticketSecretsOf(config)),
      },
      paymentsOptions(config),
    );
    const since = new Date(Date.now() - days * 86_400_000);
    const report = await reconcilePayments(ctx, since, logger);
    const rows = [
      ['captured at the processor', report.captured],
      ['already in the ledger', report.recorded],
      ['settled now: applied to their booking', report.settled.applied],
      ['settled now: late, refunded in full', report.settled['late-refunded']],
      ['settled now: not applicable, refunded in full', report.settled.unapplied],
      ['naming no booking of ours (left alone)', report.foreign],
    ] as const;
    console.log(`Payments reconciliation, ${ctx.provider.name}, since ${since.toISOString()}`);
    for (const [what, n] of rows) console.log(`  ${String(n).padStart(6)}  ${what}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
