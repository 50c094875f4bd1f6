import { eventSchemaRegistry } from '@esm/core/event-catalogue';
import { PostgresEventStore } from '@esm/core/eventstore/postgres/postgres-event-store';
import { loadConfig } from '@esm/core/platform/config';
import { openDatabase } from '@esm/core/platform/database';
import { systemClock } from '@esm/core/shared/clock';
import { reconcileLedger } from './reconcile';

/**
 * `npm run ledger:reconcile`: checks every booking's ledger (docs/money.md) on the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR) and prints each booking that does
 * not balance. Exits 1 when any does.
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
    const verdict = report.problems.length === 0 ? 'all balance' : `${report.problems.length} problem(s)`;
    console.log(`ledger: ${report.bookings} bookings, ${report.transactions} transactions, ${verdict}`);
    process.exitCode = report.problems.length === 0 ? 0 : 1;
  } finally {
    await store.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
