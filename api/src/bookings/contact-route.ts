import { providerContactResponse } from '@esm/contract/providers';
import { commonErrors } from '@esm/core/kernel/errors';
import { hasPaidBookingWith } from '@esm/projections/bookings/queries';
import { findProviderContact } from '@esm/projections/providers/queries';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';

/** Booking states in which a paid client may reach the provider (docs/decisions/checkout.md). */
export const CONTACT_STATES = ['provider_reviewing', 'confirmed', 'completed'] as const;

/**
 * GET /api/providers/{id}/contact: a provider's contact details reach a client only through a
 * paid booking of that client with that provider that is still on. Everyone
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
        if (!(await hasPaidBookingWith(ctx.pool, user.userId, providerId, CONTACT_STATES))) {
          throw commonErrors.error(
            'FORBIDDEN',
            undefined,
            "A provider's contact details are shared once you have paid for a booking with them.",
          );
        }
      }
      const row = await findProviderContact(ctx.pool, providerId);
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
