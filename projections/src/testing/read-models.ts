import type pg from 'pg';

/**
 * Read-model facts only tests ask for: counts over a whole table, or a row picked without a key.
 * Production code reads through each model's queries.ts.
 */

const count = async (pool: pg.Pool, sql: string, params: unknown[] = []): Promise<number> =>
  Number((await pool.query<{ n: string | number }>(sql, params)).rows[0]?.n ?? 0);

/** The first category by slug, so a fixture lists its service somewhere real. */
export async function firstCategoryId(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM rm.categories ORDER BY slug LIMIT 1');
  return rows[0]!.id;
}

/** Listed services other than `ids`, e.g. the ones a seed made. */
export const countListedServicesExcept = (pool: pg.Pool, ids: string[]) =>
  count(pool, 'SELECT count(*)::int AS n FROM rm.services WHERE NOT removed AND NOT (id = ANY($1))', [ids]);

export async function providerFigures(pool: pg.Pool) {
  return {
    providers: await count(pool, 'SELECT count(*) AS n FROM rm.providers'),
    outwardCodes: await count(
      pool,
      "SELECT count(DISTINCT split_part(postcode, ' ', 1)) AS n FROM rm.providers",
    ),
    withoutBankDetails: await count(
      pool,
      'SELECT count(*) AS n FROM rm.providers WHERE bank_details_added_at IS NULL',
    ),
  };
}

export async function serviceFigures(pool: pg.Pool) {
  return {
    listed: await count(pool, 'SELECT count(*) AS n FROM rm.services WHERE NOT removed'),
    rated: await count(pool, 'SELECT count(*) AS n FROM rm.services WHERE rating_count > 0'),
  };
}

/** Every service's photos, removed services included. */
export async function serviceImages(pool: pg.Pool): Promise<string[][]> {
  const { rows } = await pool.query<{ images: string[] }>('SELECT images FROM rm.services');
  return rows.map((r) => r.images);
}

export async function firstServiceOfProvider(pool: pg.Pool, providerId: string): Promise<string | null> {
  const { rows } = await pool.query<{ id: string }>(
    'SELECT id FROM rm.services WHERE provider_id = $1 LIMIT 1',
    [providerId],
  );
  return rows[0]?.id ?? null;
}

export async function userEmails(pool: pg.Pool): Promise<Array<{ user_id: string; email: string | null }>> {
  const { rows } = await pool.query<{ user_id: string; email: string | null }>(
    'SELECT user_id, email FROM rm.users',
  );
  return rows;
}

/** Nudges a booking's held balance behind the ledger projector's back, to prove reconciliation notices. */
export async function tamperLedgerHeld(pool: pg.Pool, bookingId: string, pence: number): Promise<void> {
  await pool.query('UPDATE rm.ledger_bookings SET held = held + $2 WHERE booking_id = $1', [
    bookingId,
    pence,
  ]);
}

/** The bookings a payment paid for (a checkout's bookings share its payment). */
export async function bookingIdsOfPayment(pool: pg.Pool, paymentId: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM rm.bookings WHERE payment_id = $1', [
    paymentId,
  ]);
  return rows.map((r) => r.id);
}

/** Paid bookings of a service on a UK calendar day that still hold it (awaiting the provider or confirmed). */
export async function liveBookingsOfServiceDay(
  pool: pg.Pool,
  serviceId: string,
  day: string,
): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM rm.bookings WHERE service_id = $1 AND paid
       AND (event_date AT TIME ZONE 'Europe/London')::date = $2::date
       AND status IN ('provider_reviewing', 'confirmed')`,
    [serviceId, day],
  );
  return rows.map((r) => r.id);
}
