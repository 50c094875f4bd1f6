import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockServiceDay, serviceCalendarKey, unblockServiceDay } from './availability';
import { ApiError } from './http';
import { urlFromKey } from './query-client';

const day = { date: '2026-12-24', status: 'blocked', available: false, message: 'Stage is not available' };

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('days off calls', () => {
  it('the calendar is loaded from /api/services/{id}/calendar', () => {
    expect(urlFromKey(serviceCalendarKey('svc-1'))).toBe('/api/services/svc-1/calendar');
  });

  it('blocking is a PUT on …/days/{date}/block with no body, answered by the day', async () => {
    const fetch = answer(200, day);
    await expect(blockServiceDay('svc-1', '2026-12-24')).resolves.toEqual(day);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/services/svc-1/days/2026-12-24/block');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  it('unblocking is a DELETE on the same address', async () => {
    const fetch = answer(200, { ...day, status: 'free', available: true, message: null });
    await unblockServiceDay('svc-1', '2026-12-24');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/services/svc-1/days/2026-12-24/block');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it("a refusal carries the server's code and sentence", async () => {
    const message =
      'This date is already booked, so it cannot be blocked. Please cancel the booking first if you cannot attend.';
    answer(409, { code: 'CALENDAR_BLOCK_BOOKED', message });
    const error = await blockServiceDay('svc-1', '2026-12-24').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body?.code).toBe('CALENDAR_BLOCK_BOOKED');
    expect((error as ApiError).serverMessage).toBe(message);
  });
});
