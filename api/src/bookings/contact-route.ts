import { providerContactResponse } from '@esm/contract/providers';
import { commonErrors } from '@esm/core/shared/errors';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';

/** Booking states in which a paid client may reach the provider (docs/decisions/checkout.md). */
export const CONTACT_STATES = ['provider_reviewing', 'confirmed', 'completed'] as const;

/**
 * GET /api/providers/{id}/contact: a provider's contact details reach a client only through a
 * paid booking of that client with that provider that is still on (DESIGN.md §6). Everyone
 * else gets 403: visitors (401 first), other clients, other providers.
 */
export function registerProviderContactRoute(app: App, ctx: ApiContext): void {
  app.get(
    '/api/providers/:id/contact',
    {
      schema: {
        tags: ['providers'],
        summary: "The provider's contact details, for a client with a paid, confirmed booking with them",
        params: uuidParam,
        response: {
          200: providerContactResponse,
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = await ctx.auth.requireUser(request);
      const providerId = request.params.id;
      const own = user.providerId === providerId;
      if (!own) {
        const { rowCount } = await ctx.pool.query(
          `SELECT 1 FROM rm.bookings WHERE customer_id = $1 AND provider_id = $2 AND paid
             AND status = ANY($3) LIMIT 1`,
          [user.userId, providerId, CONTACT_STATES],
        );
        if (!rowCount) {
          throw commonErrors.error(
            'FORBIDDEN',
            undefined,
            "A provider's contact details are shared once you have paid for a booking with them.",
          );
        }
      }
      const { rows } = await ctx.pool.query<{
        contact_email: string | null;
        phone_number: string | null;
        business_address: string | null;
        postcode: string | null;
        website: string | null;
      }>(
        'SELECT contact_email, phone_number, business_address, postcode, website FROM rm.providers WHERE id = $1',
        [providerId],
      );
      const row = rows[0];
      if (!row) throw notFound('Provider not found');
      return {
        contactEmail: row.contact_email ?? '',
        phoneNumber: row.phone_number,
        businessAddress: row.business_address,
        postcode: row.postcode,
        website: row.website,
      };
    },
  );
}
