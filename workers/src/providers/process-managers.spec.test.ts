import type { ProviderEvent } from '@esm/core/provider/events';
import { describe, it } from 'vitest';
import { given } from '../process-manager/testing/given-events';
import { PROVIDER_WELCOME_QUEUE, providerWelcomeProcess } from './welcome-email';

const profile = {
  providerId: 'prov-1',
  userId: 'u1',
  businessName: 'Stages Ltd',
  contactEmail: 'hi@stages.example',
  phoneNumber: '07700 900123',
  description: null,
  website: null,
  businessAddress: '1 High St',
  postcode: 'SW1A 1AA',
  outwardCode: 'SW1A',
  serviceAreas: [],
};

describe('provider welcome: a new provider gets one welcome email', () => {
  it('sends it when the profile is created, not when it is updated', () => {
    given<ProviderEvent>(providerWelcomeProcess, [
      {
        event: {
          type: 'ProviderProfileCreated',
          data: { ...profile, depositRequired: false, depositPercentage: 0 },
        },
        at: '2026-06-01T12:00:00.000Z',
      },
      { type: 'ProviderProfileUpdated', data: { ...profile, businessName: 'Big Stages Ltd' } },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'provider-welcome:prov-1',
        queue: PROVIDER_WELCOME_QUEUE,
        runAt: new Date('2026-06-01T12:00:00.000Z'),
        data: { providerId: 'prov-1' },
      },
    ]);
  });
});
