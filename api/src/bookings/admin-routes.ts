import { bookingHistory, bookingStateAt, type HistoryEntry } from '@esm/app/audit/booking-history';
import { bookingLedger } from '@esm/app/audit/booking-ledger';
import {
  type AdminBooking,
  adminBooking,
  adminBookingsQuery,
  type BookingHistoryEntry as BookingHistoryJson,
  bookingHistoryResponse,
  bookingLedgerResponse,
  bookingStateQuery,
  bookingStateResponse,
  bookingStatus,
  paymentStatus,
} from '@esm/contract/admin/bookings';
import { bookingErrors } from '@esm/core/booking/errors';
import { orderSummary } from '@esm/core/booking/order';
import { type AdminBookingRow, adminBookingsPage } from '@esm/projections/bookings/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import type { SignedInUser } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { historyCsv } from './history-csv';

/** Personal data is shown to admins only; an auditor reads the history with it masked. */
const revealsPersonalData = (user: SignedInUser) => user.roles.includes('admin');

const initials = (first: string | null, last: string | null) =>
  [first, last]
    .filter((part): part is string => Boolean(part))
    .map((part) => `${part.charAt(0).toUpperCase()}.`)
    .join(' ') || null;

function bookingJson(row: AdminBookingRow, reveal: boolean): AdminBooking {
  const fullName = [row.customer_first_name, row.customer_last_name].filter(Boolean).join(' ') || null;
  return {
    id: row.id,
    status: bookingStatus.parse(row.status),
    paymentStatus: paymentStatus.parse(row.payment_status),
    serviceId: row.service_id,
    serviceName: row.service_name,
    providerId: row.provider_id,
    providerName: row.provider_name,
    customerId: row.customer_id,
    customerName: reveal ? fullName : initials(row.customer_first_name, row.customer_last_name),
    eventDate: row.event_date.toISOString(),
    createdAt: row.created_at.toISOString(),
    totalPence: Number(row.total_amount),
    refundPence: Number(row.refund_amount),
    cancelledBy: row.cancelled_by,
    order: orderSummary({
      quantity: row.quantity,
      tableQuantity: row.table_quantity,
      chairQuantity: row.chair_quantity,
    }),
  };
}

export const historyJson = (entry: HistoryEntry): BookingHistoryJson => ({
  id: entry.eventId,
  position: entry.position,
  stream: entry.stream,
  version: entry.version,
  type: entry.type,
  schemaVersion: entry.schemaVersion,
  occurredAt: entry.occurredAt.toISOString(),
  actor: entry.actor,
  correlationId: entry.correlationId,
  payload: entry.payload,
  masked: entry.masked,
  erased: entry.erased,
});

/**
 * The auditor's bookings (read-only; admins too): the list, one booking, its complete history
 * across its streams, its state at any instant, its ledger and the history's export.
 */
export function registerBookingAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, store } = ctx;

  async function historyOf(bookingId: string, user: SignedInUser) {
    const history = await bookingHistory({ store }, bookingId, {
      revealPersonalData: revealsPersonalData(user),
    });
    if (!history) throw bookingErrors.error('BOOKING_NOT_FOUND');
    return history.map(historyJson);
  }

  app.get(
    '/api/admin/bookings',
    {
      ...auth.access('bookings', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Every booking for the audit: filter by status, provider, client, event dates',
        querystring: adminBookingsQuery,
        response: { 200: z.array(adminBooking), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireAccess(request, 'bookings', 'list');
      const { sort, range, filter } = request.query;
      const page = await adminBookingsPage(pool, filter, { sort, range });
      const reveal = revealsPersonalData(user);
      return sendPage(reply, 'bookings', { sort, range }, page, (row) => bookingJson(row, reveal));
    },
  );

  app.get(
    '/api/admin/bookings/:id',
    {
      ...auth.access('bookings', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One booking for the audit',
        params: uuidParam,
        response: { 200: adminBooking, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'bookings', 'show');
      const page = await adminBookingsPage(
        pool,
        { id: [request.params.id] },
        { sort: ['createdAt', 'DESC'], range: [0, 0] },
      );
      const row = page.rows[0];
      if (!row) throw bookingErrors.error('BOOKING_NOT_FOUND');
      return bookingJson(row, revealsPersonalData(user));
    },
  );

  app.get(
    '/api/admin/bookings/:id/history',
    {
      ...auth.access('bookings', 'show'),
      schema: {
        tags: ['admin'],
        summary:
          "A booking's every event (its own, calendar day, payment, escrow and payout streams) in global order; personal data masked for auditors",
        params: uuidParam,
        response: { 200: bookingHistoryResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'bookings', 'show');
      return historyOf(request.params.id, user);
    },
  );

  for (const format of ['json', 'csv'] as const) {
    app.get(
      `/api/admin/bookings/:id/history.${format}`,
      {
        ...auth.access('bookings', 'export'),
        schema: {
          tags: ['admin'],
          summary: `A booking's history as a ${format.toUpperCase()} download (masked as on screen)`,
          params: uuidParam,
          // A download, sent as the text it is (a string payload bypasses the JSON serialiser).
          response: { 200: z.string(), ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const user = await auth.requireAccess(request, 'bookings', 'export');
        const history = await historyOf(request.params.id, user);
        const filename = `booking-${request.params.id}-history.${format}`;
        reply.header('content-disposition', `attachment; filename="${filename}"`);
        if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(historyCsv(history));
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(history, null, 2));
      },
    );
  }

  app.get(
    '/api/admin/bookings/:id/state',
    {
      ...auth.access('bookings', 'show'),
      schema: {
        tags: ['admin'],
        summary:
          "Time travel: the booking's state at ?at=<ISO instant> (or just after ?position=<global position>), replayed through the booking lifecycle",
        params: uuidParam,
        querystring: bookingStateQuery,
        response: { 200: bookingStateResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'bookings', 'show');
      const { at: instant, position } = request.query;
      const replay = await bookingStateAt(
        { store },
        request.params.id,
        instant !== undefined ? { at: new Date(instant) } : { position: position ?? 0 },
      );
      if (!replay) throw bookingErrors.error('BOOKING_NOT_FOUND');
      const { state } = replay;
      return {
        id: request.params.id,
        at: (instant !== undefined
          ? new Date(instant)
          : (replay.lastEvent?.occurredAt ?? new Date(0))
        ).toISOString(),
        exists: state.exists,
        status: state.exists ? state.status : null,
        paymentStatus: state.exists ? state.paymentStatus : null,
        paid: state.exists ? state.paid : null,
        respondBy: state.exists ? state.respondBy : null,
        eventDate: state.exists ? state.eventDate : null,
        totalPence: state.exists ? state.totalAmount : null,
        escrow: replay.escrow,
        eventsApplied: replay.eventsApplied,
        lastEvent: replay.lastEvent
          ? { ...replay.lastEvent, occurredAt: replay.lastEvent.occurredAt.toISOString() }
          : null,
      };
    },
  );

  app.get(
    '/api/admin/bookings/:id/ledger',
    {
      ...auth.access('bookings', 'show'),
      schema: {
        tags: ['admin'],
        summary:
          "A booking's ledger lines with the reconciliation's checks (debits = credits, the balance rule)",
        params: uuidParam,
        response: { 200: bookingLedgerResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'bookings', 'show');
      const page = await adminBookingsPage(
        pool,
        { id: [request.params.id] },
        { sort: ['createdAt', 'DESC'], range: [0, 0] },
      );
      if (!page.rows[0]) throw bookingErrors.error('BOOKING_NOT_FOUND');
      const ledger = await bookingLedger({ pool, store }, request.params.id);
      return {
        id: request.params.id,
        lines: ledger.lines.map((l) => ({
          id: `${l.event_id}:${l.line}`,
          eventId: l.event_id,
          line: l.line,
          account: l.account,
          movement: l.movement,
          amountPence: Number(l.amount),
          occurredAt: l.occurred_at.toISOString(),
        })),
        debitsPence: ledger.debits,
        creditsPence: ledger.credits,
        balanced: ledger.balanced,
        totals: ledger.totals,
        totalsBalanced: ledger.totalsBalanced,
        problems: ledger.problems,
      };
    },
  );
}
