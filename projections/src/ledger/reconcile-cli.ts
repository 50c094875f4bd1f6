import { eventSchemaRegistry } from '@esm/core/event-catalogue';
import { systemClock } from '@esm/core/kernel/clock';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { loadConfig } from '@esm/infra/platform/config';
import { openDatabase } from '@esm/infra/platform/database';
import { reconcileGateway, reconcileLedger } from './reconcile';

/**
 * `npm run ledger:reconcile`: checks every booking's ledger (docs/money.md) on the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR), and the gateway's captures and
 * refunds against it; prints each problem. Exits 1 when there is any.
 */
async function main() {
  const config = loadConfig();
  // Joins the cluster a running `npm start` owns rather than starting (and stopping) its own.
  const database = await openDatabase(config, (line) => console.error(line), 4, { reuseRunning: true });
  const store = new PostgresEventStore({
    pool: database.pool,
    clock: systemClock,
    registry: eventSchemaRegistry(),
  });
  try {
    const report = await reconcileLedger(database.pool, store);
    for (const p of report.problems) console.log(`✗ booking ${p.bookingId ?? '(none)'}: ${p.problem}`);
    // Money the gateway took or gave back that the ledger does not show (a settlement cut short).
    const gateway = await reconcileGateway(database.pool);
    for (const p of gateway.problems) console.log(`✗ ${p.problem}`);
    const problems = report.problems.length + gateway.problems.length;
    const verdict = problems === 0 ? 'all balance' : `${problems} problem(s)`;
    console.log(
      `ledger: ${report.bookings} bookings, ${report.transactions} transactions, ${gateway.payments} gateway payments, ${verdict}`,
    );
    process.exitCode = problems === 0 ? 0 : 1;
  } finally {
    await store.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
