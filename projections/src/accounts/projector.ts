import { ERASED } from '@esm/core/kernel/events';
import { batchOf, defineProjector } from '../runner/projector';
import { insertRows, iso } from '../runner/records';

const clean = (v: string) => (v === ERASED ? null : v);

/**
 * Users as the API's session checks and the back office see them (spec Users entity). Personal
 * fields arrive decrypted; after erasure they are blanked here too, so a rebuild and the live
 * model agree.
 */
export const usersProjector = defineProjector({
  name: 'users',
  version: 1,
  // The back office's newest-first list; replaying finds users by id only.
  queryIndexes: ['users_created_idx'],
  tables: ['users'],
  ddl: `
    CREATE TABLE users (
      user_id uuid PRIMARY KEY,
      email text,
      first_name text,
      last_name text,
      phone_number text,
      address text,
      postcode text,
      profile_image_url text,
      is_profile_complete boolean NOT NULL DEFAULT false,
      roles text[] NOT NULL DEFAULT '{}',
      status text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      closed_at timestamptz,
      erasure_due_at timestamptz,
      erased_at timestamptz
    );
    CREATE INDEX users_created_idx ON users (created_at);`,
  handles: [
    'AccountRegistered',
    'AccountProfileCompleted',
    'AccountProfileUpdated',
    'AccountRoleGranted',
    'AccountRoleRevoked',
    'AccountClosed',
    'AccountErased',
  ],
  batch: [
    batchOf(['AccountRegistered'], (events, db) =>
      insertRows(
        db,
        'users',
        {
          user_id: 'uuid',
          email: 'text',
          first_name: 'text',
          last_name: 'text',
          status: 'text',
          created_at: 'timestamptz',
          updated_at: 'timestamptz',
        },
        events.map(({ data: d, occurredAt }) => ({
          user_id: d.userId,
          email: clean(d.email),
          first_name: clean(d.firstName),
          last_name: clean(d.lastName),
          status: 'active',
          created_at: iso(occurredAt),
          updated_at: iso(occurredAt),
        })),
        'ON CONFLICT (user_id) DO NOTHING',
      ),
    ),
  ],
  async apply(event, db) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'AccountRegistered': {
        const d = event.data;
        await db.query(
          `INSERT INTO users (user_id, email, first_name, last_name, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, 'active', $5, $5) ON CONFLICT (user_id) DO NOTHING`,
          [d.userId, clean(d.email), clean(d.firstName), clean(d.lastName), at],
        );
        return;
      }
      case 'AccountProfileCompleted':
      case 'AccountProfileUpdated': {
        const d = event.data;
        await db.query(
          `UPDATE users SET first_name = $2, last_name = $3, phone_number = $4, address = $5, postcode = $6,
             is_profile_complete = true, updated_at = $7 WHERE user_id = $1`,
          [
            d.userId,
            clean(d.firstName),
            clean(d.lastName),
            clean(d.phoneNumber),
            clean(d.address),
            clean(d.postcode),
            at,
          ],
        );
        return;
      }
      case 'AccountRoleGranted':
        await db.query(
          `UPDATE users SET roles = (SELECT array_agg(DISTINCT r ORDER BY r) FROM unnest(roles || $2::text) r), updated_at = $3
           WHERE user_id = $1`,
          [event.data.userId, event.data.role, at],
        );
        return;
      case 'AccountRoleRevoked':
        await db.query(
          'UPDATE users SET roles = array_remove(roles, $2), updated_at = $3 WHERE user_id = $1',
          [event.data.userId, event.data.role, at],
        );
        return;
      case 'AccountClosed':
        await db.query(
          "UPDATE users SET status = 'closed', closed_at = $2, erasure_due_at = $3, updated_at = $4 WHERE user_id = $1",
          [event.data.userId, event.data.closedAt, event.data.erasureDueAt, at],
        );
        return;
      case 'AccountErased':
        await db.query(
          `UPDATE users SET status = 'erased', email = NULL, first_name = NULL, last_name = NULL, phone_number = NULL,
             address = NULL, postcode = NULL, profile_image_url = NULL, roles = '{}', erased_at = $2, updated_at = $3
           WHERE user_id = $1`,
          [event.data.userId, event.data.erasedAt, at],
        );
        return;
    }
  },
});
