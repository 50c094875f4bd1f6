import { ERASED } from '@esm/core/kernel/events';
import { batchOf, defineProjector } from '../runner/projector';
import { insertRows, iso } from '../runner/records';
import { applyProviderStats } from './provider-stats';

const clean = (v: string | null) => (v === ERASED ? null : v);

/**
 * Provider profiles (Providers) for the dashboard, the settings tab and the contact reveal.
 * Bank details keep only what may be shown: holder name, last 4 digits, the sort code's last
 * 2 digits, bank name, verification ("Bank account number shows only its last 4 digits").
 */
export const providersProjector = defineProjector({
  name: 'providers',
  version: 1,
  tables: ['providers', 'provider_review_ratings', 'provider_bookings'],
  ddl: `
    CREATE TABLE providers (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE,
      business_name text NOT NULL,
      description text,
      business_address text,
      postcode text,
      outward_code text NOT NULL,
      phone_number text,
      contact_email text,
      website text,
      service_areas text[] NOT NULL DEFAULT '{}',
      deposit_required boolean NOT NULL,
      deposit_percentage int NOT NULL,
      bank_account_holder_name text,
      bank_account_last4 text,
      bank_sort_code_last2 text,
      bank_name text,
      bank_details_revision int,
      bank_details_verified boolean NOT NULL DEFAULT false,
      bank_details_added_at timestamptz,
      plan text NOT NULL DEFAULT 'basic',
      rating_sum bigint NOT NULL DEFAULT 0,
      rating_count int NOT NULL DEFAULT 0,
      completed_bookings int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    -- Each review's rating, so moderation can take it out of (or put it back into) the average.
    CREATE TABLE provider_review_ratings (
      booking_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      rating int NOT NULL,
      counted boolean NOT NULL
    );
    -- Which provider a booking belongs to; BookingCompleted names only the booking.
    CREATE TABLE provider_bookings (booking_id uuid PRIMARY KEY, provider_id uuid NOT NULL);`,
  handles: [
    'ProviderProfileCreated',
    'ProviderProfileUpdated',
    'ProviderBankDetailsAdded',
    'ProviderBankDetailsChanged',
    'ProviderBankDetailsVerified',
    'ProviderDepositSettingsChanged',
    'AccountErased',
    'ReviewSubmitted',
    'ReviewModerated',
    'BookingCreated',
    'BookingCompleted',
    'PlanActivated',
    'PlanEnded',
  ],
  batch: [
    batchOf(['ProviderProfileCreated'], (events, db) =>
      insertRows(
        db,
        'providers',
        {
          id: 'uuid',
          user_id: 'uuid',
          business_name: 'text',
          description: 'text',
          business_address: 'text',
          postcode: 'text',
          outward_code: 'text',
          phone_number: 'text',
          contact_email: 'text',
          website: 'text',
          service_areas: 'text[]',
          deposit_required: 'boolean',
          deposit_percentage: 'int',
          created_at: 'timestamptz',
          updated_at: 'timestamptz',
        },
        events.map(({ data: d, occurredAt }) => ({
          id: d.providerId,
          user_id: d.userId,
          business_name: d.businessName,
          description: d.description,
          business_address: clean(d.businessAddress),
          postcode: clean(d.postcode),
          outward_code: d.outwardCode,
          phone_number: clean(d.phoneNumber),
          contact_email: clean(d.contactEmail),
          website: d.website,
          service_areas: d.serviceAreas,
          deposit_required: d.depositRequired,
          deposit_percentage: d.depositPercentage,
          created_at: iso(occurredAt),
          updated_at: iso(occurredAt),
        })),
        'ON CONFLICT (id) DO NOTHING',
      ),
    ),
  ],
  async apply(event, db) {
    if (event.type === 'AccountErased') {
      // The owner's personal data goes; the business name and its history stay.
      await db.query(
        `UPDATE providers SET business_address = NULL, postcode = NULL, phone_number = NULL, contact_email = NULL,
           bank_account_holder_name = NULL, updated_at = $2 WHERE user_id = $1`,
        [event.data.userId, event.occurredAt],
      );
      return;
    }
    if (await applyProviderStats(event, db)) return;
    const at = event.occurredAt;
    switch (event.type) {
      case 'ProviderProfileCreated': {
        const d = event.data;
        await db.query(
          `INSERT INTO providers (id, user_id, business_name, description, business_address, postcode, outward_code,
             phone_number, contact_email, website, service_areas, deposit_required, deposit_percentage, created_at, updated_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$14) ON CONFLICT (id) DO NOTHING`,
          [
            d.providerId,
            d.userId,
            d.businessName,
            d.description,
            clean(d.businessAddress),
            clean(d.postcode),
            d.outwardCode,
            clean(d.phoneNumber),
            clean(d.contactEmail),
            d.website,
            d.serviceAreas,
            d.depositRequired,
            d.depositPercentage,
            at,
          ],
        );
        return;
      }
      case 'ProviderProfileUpdated': {
        const d = event.data;
        await db.query(
          `UPDATE providers SET business_name = $2, description = $3, business_address = $4, postcode = $5,
             outward_code = $6, phone_number = $7, contact_email = $8, website = $9, service_areas = $10, updated_at = $11
           WHERE id = $1`,
          [
            d.providerId,
            d.businessName,
            d.description,
            clean(d.businessAddress),
            clean(d.postcode),
            d.outwardCode,
            clean(d.phoneNumber),
            clean(d.contactEmail),
            d.website,
            d.serviceAreas,
            at,
          ],
        );
        return;
      }
      case 'ProviderBankDetailsAdded':
      case 'ProviderBankDetailsChanged': {
        const d = event.data;
        const sortCode = clean(d.bankSortCode);
        await db.query(
          `UPDATE providers SET bank_account_holder_name = $2, bank_account_last4 = $3, bank_sort_code_last2 = $4,
             bank_name = $5, bank_details_revision = $6, bank_details_verified = false, bank_details_added_at = $7,
             updated_at = $8 WHERE id = $1`,
          [
            d.providerId,
            clean(d.bankAccountHolderName),
            d.accountNumberLast4,
            sortCode ? sortCode.slice(-2) : null,
            d.bankName,
            d.revision,
            d.bankDetailsAddedAt,
            at,
          ],
        );
        return;
      }
      case 'ProviderBankDetailsVerified':
        await db.query(
          'UPDATE providers SET bank_details_verified = true, updated_at = $3 WHERE id = $1 AND bank_details_revision = $2',
          [event.data.providerId, event.data.revision, at],
        );
        return;
      case 'ProviderDepositSettingsChanged':
        await db.query(
          'UPDATE providers SET deposit_required = $2, deposit_percentage = $3, updated_at = $4 WHERE id = $1',
          [event.data.providerId, event.data.depositRequired, event.data.depositPercentage, at],
        );
        return;
    }
  },
});
