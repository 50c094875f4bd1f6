import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { providerDecider } from './decider';
import type { ProviderEvent } from './events';

const providerId = 'p1';
const userId = 'u1';
const owner = { kind: 'user', userId, roles: [] } as const;
const stranger = { kind: 'user', userId: 'u2', roles: [] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const verifier = { kind: 'user', userId: 'u-verifier', roles: ['verifier'] } as const;
const now = new Date('2026-06-01T12:00:00Z');

const form = {
  businessName: 'Manchester Staging',
  contactEmail: 'hello@manchesterstaging.co.uk',
  phoneNumber: '0161 496 0000',
  description: 'Stages for every size of event.',
  website: 'https://manchesterstaging.co.uk',
  businessAddress: '1 Deansgate, Manchester',
  postcode: 'M1 1AE',
  serviceAreas: ['Greater Manchester', 'Cheshire'],
};
const storedProfile = { ...form, outwardCode: 'M1' };
const created: ProviderEvent = {
  type: 'ProviderProfileCreated',
  data: { providerId, userId, ...storedProfile, depositRequired: true, depositPercentage: 2500 },
};
const create = {
  type: 'CreateProviderProfile',
  actor: owner,
  providerId,
  userId,
  userAlreadyHasProvider: false,
  ...form,
} as const;
const update = {
  type: 'UpdateProviderProfile',
  actor: owner,
  providerId,
  businessName: form.businessName,
  contactEmail: form.contactEmail,
  phoneNumber: form.phoneNumber,
  description: form.description,
  website: form.website,
} as const;

const bankForm = {
  bankAccountHolderName: 'Manchester Staging Ltd',
  bankAccountNumber: '12345678',
  bankSortCode: '123456',
  bankName: 'Barclays',
};
const setBank = { type: 'SetBankDetails', actor: owner, providerId, ...bankForm } as const;
const bankAdded: ProviderEvent = {
  type: 'ProviderBankDetailsAdded',
  data: {
    providerId,
    userId,
    ...bankForm,
    accountNumberLast4: '5678',
    revision: 1,
    bankDetailsAddedAt: now.toISOString(),
  },
};
const bankVerified: ProviderEvent = {
  type: 'ProviderBankDetailsVerified',
  data: { providerId, revision: 1, verifiedBy: 'u-verifier', verifiedAt: now.toISOString() },
};

describe('provider: profile creation', () => {
  it('creates the profile with the deposit defaults (required, 25.00%)', () => {
    given(providerDecider).when(create, now).thenEvents([created]);
  });
  it('normalises what was typed: trimmed, e-mail lower case, postcode canonical, website with https, areas deduplicated', () => {
    given(providerDecider)
      .when({
        ...create,
        businessName: '  Manchester Staging ',
        contactEmail: 'Hello@ManchesterStaging.co.uk',
        website: 'manchesterstaging.co.uk',
        postcode: 'm11ae',
        serviceAreas: [' Greater Manchester', 'Cheshire', 'Greater Manchester'],
      })
      .thenEvents([created]);
  });
  it('stores a blank description and website as null and no service areas as an empty list', () => {
    given(providerDecider)
      .when({ ...create, description: ' ', website: '', serviceAreas: undefined })
      .thenEvents([
        {
          type: 'ProviderProfileCreated',
          data: { ...created.data, description: null, website: null, serviceAreas: [] },
        } as ProviderEvent,
      ]);
  });
  it('lets the platform create a profile (demo seeding)', () => {
    given(providerDecider)
      .when({ ...create, actor: systemActor('seed') })
      .thenEvents([created]);
  });
  it('refuses a second profile in the same stream', () => {
    given(providerDecider, [created]).when(create).thenRefused('PROVIDER_ALREADY_EXISTS');
  });
  it('refuses a second provider profile for the same user', () => {
    given(providerDecider)
      .when({ ...create, userAlreadyHasProvider: true })
      .thenRefused('PROVIDER_USER_HAS_PROFILE', 'You already have a provider profile.');
  });
  it('refuses creating a profile for another user', () => {
    given(providerDecider)
      .when({ ...create, actor: stranger })
      .thenRefused('FORBIDDEN');
  });
  it.each([
    ['businessName', ' ', 'Business name is required'],
    ['businessName', 'x'.repeat(101), 'Business name must be at most 100 characters'],
    ['contactEmail', 'hello@', 'Valid email is required'],
    ['phoneNumber', '', 'Phone number is required'],
    ['phoneNumber', 'ring the office', 'Please enter a valid phone number'],
    ['website', 'not a website', 'Website must be a valid web address, such as https://www.example.co.uk'],
    [
      'website',
      'ftp://files.example.com',
      'Website must be a valid web address, such as https://www.example.co.uk',
    ],
    ['website', 'localhost', 'Website must be a valid web address, such as https://www.example.co.uk'],
    ['description', 'x'.repeat(2001), 'Description must be at most 2000 characters'],
    ['businessAddress', 'M1', 'Business address is required'],
    ['postcode', '', 'Valid postcode is required'],
    ['postcode', 'MANC 1', 'Please enter a valid UK postcode'],
    ['serviceAreas', ['Leeds', ' '], 'Each service area must be between 1 and 100 characters'],
    [
      'serviceAreas',
      Array.from({ length: 51 }, (_, i) => `Area ${i}`),
      'You can list up to 50 service areas',
    ],
  ])('refuses %s %j with %j', (field, value, text) => {
    const refusal = given(providerDecider)
      .when({ ...create, [field]: value })
      .thenRefused('PROVIDER_PROFILE_INVALID', text);
    expect(refusal.fieldErrors).toEqual({ [field]: text });
  });
  it('reports every invalid field at once', () => {
    const refusal = given(providerDecider)
      .when({
        ...create,
        businessName: '',
        contactEmail: '',
        phoneNumber: '',
        businessAddress: '',
        postcode: '',
      })
      .thenRefused('PROVIDER_PROFILE_INVALID');
    expect(refusal.fieldErrors).toEqual({
      businessName: 'Business name is required',
      contactEmail: 'Valid email is required',
      phoneNumber: 'Phone number is required',
      businessAddress: 'Business address is required',
      postcode: 'Valid postcode is required',
    });
  });
});

describe('provider: profile update (owner or admin)', () => {
  it('updates the five fields of the settings form and keeps address, postcode and areas', () => {
    given(providerDecider, [created])
      .when({ ...update, businessName: 'Manchester Stages', website: '' })
      .thenEvents([
        {
          type: 'ProviderProfileUpdated',
          data: { providerId, userId, ...storedProfile, businessName: 'Manchester Stages', website: null },
        },
      ]);
  });
  it('updates the business address, postcode and service areas when they are sent', () => {
    given(providerDecider, [created])
      .when({
        ...update,
        businessAddress: '2 Oxford Road, Manchester',
        postcode: 'm15 4fn',
        serviceAreas: [],
      })
      .thenEvents([
        {
          type: 'ProviderProfileUpdated',
          data: {
            providerId,
            userId,
            ...storedProfile,
            businessAddress: '2 Oxford Road, Manchester',
            postcode: 'M15 4FN',
            outwardCode: 'M15',
            serviceAreas: [],
          },
        },
      ]);
  });
  it('keeps description and website when the update leaves them out', () => {
    const { description: _d, website: _w, ...withoutOptional } = update;
    given(providerDecider, [created])
      .when({ ...withoutOptional, businessName: 'Manchester Stages' })
      .thenEvents([
        {
          type: 'ProviderProfileUpdated',
          data: { providerId, userId, ...storedProfile, businessName: 'Manchester Stages' },
        },
      ]);
  });
  it('records nothing when nothing changed', () => {
    given(providerDecider, [created])
      .when({ ...update, contactEmail: 'HELLO@manchesterstaging.co.uk' })
      .thenEvents([]);
  });
  it('lets an admin update the profile', () => {
    given(providerDecider, [created])
      .when({ ...update, actor: admin, businessName: 'MS Ltd' })
      .thenEvents([
        {
          type: 'ProviderProfileUpdated',
          data: { providerId, userId, ...storedProfile, businessName: 'MS Ltd' },
        },
      ]);
  });
  it('refuses an update by anyone else', () => {
    given(providerDecider, [created])
      .when({ ...update, actor: stranger })
      .thenRefused('FORBIDDEN');
    given(providerDecider, [created])
      .when({ ...update, actor: verifier })
      .thenRefused('FORBIDDEN');
  });
  it('applies the same rules on update', () => {
    given(providerDecider, [created])
      .when({ ...update, contactEmail: 'nope' })
      .thenRefused('PROVIDER_PROFILE_INVALID', 'Valid email is required');
  });
  it('refuses an update of a provider that does not exist, with the spec text', () => {
    given(providerDecider)
      .when(update)
      .thenRefused('PROVIDER_NOT_FOUND', 'Provider profile not found. Please refresh and try again.');
  });
});

describe('provider: bank details', () => {
  it('adds bank details with only the last 4 digits outside the encrypted fields', () => {
    given(providerDecider, [created]).when(setBank, now).thenEvents([bankAdded]);
  });
  it('changes bank details as a new revision, which resets verification', () => {
    const later = new Date('2026-06-10T09:00:00Z');
    const outcome = given(providerDecider, [created, bankAdded, bankVerified])
      .when({ ...setBank, bankAccountNumber: '87654321' }, later)
      .thenEvents([
        {
          type: 'ProviderBankDetailsChanged',
          data: {
            ...bankAdded.data,
            bankAccountNumber: '87654321',
            accountNumberLast4: '4321',
            revision: 2,
            bankDetailsAddedAt: later.toISOString(),
          },
        } as ProviderEvent,
      ]);
    const state = given(providerDecider, [created, bankAdded, bankVerified, ...outcome]).state;
    expect(state.exists && state.bank?.bankDetailsVerified).toBe(false);
  });
  it('records nothing when the same details are saved again, so verification stays', () => {
    given(providerDecider, [created, bankAdded, bankVerified])
      .when({ ...setBank, bankName: ' Barclays ' })
      .thenEvents([]);
  });
  it('refuses bank details from anyone but the owner, an admin included', () => {
    given(providerDecider, [created])
      .when({ ...setBank, actor: admin })
      .thenRefused('FORBIDDEN');
    given(providerDecider, [created])
      .when({ ...setBank, actor: stranger })
      .thenRefused('FORBIDDEN');
  });
  it('refuses bank details for a provider that does not exist', () => {
    given(providerDecider).when(setBank).thenRefused('PROVIDER_NOT_FOUND');
  });
  it.each([
    ['bankAccountHolderName', ' ', 'Account holder name is required'],
    ['bankAccountNumber', '', 'Account number is required'],
    ['bankAccountNumber', '1234567', 'Account number must be at least 8 digits'],
    ['bankAccountNumber', '123456789', 'Account number must be exactly 8 digits'],
    ['bankAccountNumber', '1234 567', 'Account number must be 8 digits'],
    ['bankSortCode', '', 'Sort code is required'],
    ['bankSortCode', '12-34-56', 'Sort code must be 6 digits (no spaces or hyphens)'],
    ['bankSortCode', '12 34 56', 'Sort code must be 6 digits (no spaces or hyphens)'],
    ['bankSortCode', '12345', 'Sort code must be exactly 6 digits'],
    ['bankName', '', 'Bank name is required'],
  ])('refuses %s %j with %j', (field, value, text) => {
    const refusal = given(providerDecider, [created])
      .when({ ...setBank, [field]: value })
      .thenRefused('PROVIDER_BANK_DETAILS_INVALID', text);
    expect(refusal.fieldErrors).toEqual({ [field]: text });
  });
});

describe('provider: bank details verification (verifier or admin)', () => {
  const verify = { type: 'VerifyBankDetails', actor: verifier, providerId, revision: 1 } as const;
  it('lets a verifier verify the revision they reviewed', () => {
    given(providerDecider, [created, bankAdded]).when(verify, now).thenEvents([bankVerified]);
  });
  it('marks the bank details verified in the state', () => {
    const state = given(providerDecider, [created, bankAdded, bankVerified]).state;
    expect(state.exists && state.bank?.bankDetailsVerified).toBe(true);
  });
  it('lets an admin verify', () => {
    given(providerDecider, [created, bankAdded])
      .when({ ...verify, actor: admin }, now)
      .thenEvents([
        {
          type: 'ProviderBankDetailsVerified',
          data: { ...bankVerified.data, verifiedBy: 'u-admin' },
        } as ProviderEvent,
      ]);
  });
  it('refuses a verification by a provider or client', () => {
    given(providerDecider, [created, bankAdded])
      .when({ ...verify, actor: stranger })
      .thenRefused('FORBIDDEN');
  });
  it('refuses a verifier verifying their own provider account', () => {
    const selfVerifier = { kind: 'user', userId, roles: ['verifier'] } as const;
    given(providerDecider, [created, bankAdded])
      .when({ ...verify, actor: selfVerifier })
      .thenRefused('PROVIDER_BANK_SELF_VERIFICATION');
  });
  it('refuses verification when there are no bank details', () => {
    given(providerDecider, [created]).when(verify).thenRefused('PROVIDER_BANK_DETAILS_MISSING');
  });
  it('refuses verifying a revision that has since been changed', () => {
    const changed: ProviderEvent = {
      type: 'ProviderBankDetailsChanged',
      data: { ...bankAdded.data, bankAccountNumber: '87654321', accountNumberLast4: '4321', revision: 2 },
    } as ProviderEvent;
    given(providerDecider, [created, bankAdded, changed])
      .when(verify)
      .thenRefused('PROVIDER_BANK_DETAILS_STALE');
  });
  it('records nothing when the details are already verified', () => {
    given(providerDecider, [created, bankAdded, bankVerified]).when(verify).thenEvents([]);
  });
});

describe('provider: bank details rejection (verifier or admin) and a second look', () => {
  const reason = 'The account holder name does not match the business name.';
  const reject = { type: 'RejectBankDetails', actor: verifier, providerId, revision: 1, reason } as const;
  const verify = { type: 'VerifyBankDetails', actor: verifier, providerId, revision: 1 } as const;
  const bankRejected: ProviderEvent = {
    type: 'ProviderBankDetailsRejected',
    data: { providerId, revision: 1, reason, rejectedBy: 'u-verifier', rejectedAt: now.toISOString() },
  };
  it('lets a verifier reject the revision they reviewed, with the reason trimmed', () => {
    given(providerDecider, [created, bankAdded])
      .when({ ...reject, reason: `  ${reason} ` }, now)
      .thenEvents([bankRejected]);
  });
  it('keeps the reason in the state until new details arrive', () => {
    const state = given(providerDecider, [created, bankAdded, bankRejected]).state;
    expect(state.exists && state.bank?.rejectionReason).toBe(reason);
    expect(state.exists && state.bank?.bankDetailsVerified).toBe(false);
  });
  it('lets an admin reject', () => {
    given(providerDecider, [created, bankAdded])
      .when({ ...reject, actor: admin }, now)
      .thenEvents([
        {
          type: 'ProviderBankDetailsRejected',
          data: { ...bankRejected.data, rejectedBy: 'u-admin' },
        } as ProviderEvent,
      ]);
  });
  it('refuses a rejection without a reason', () => {
    given(providerDecider, [created, bankAdded])
      .when({ ...reject, reason: '   ' })
      .thenRefused('PROVIDER_BANK_REJECTION_REASON_REQUIRED');
  });
  it('refuses a rejection by a provider, a client or an investigator', () => {
    const investigator = { kind: 'user', userId: 'u-inv', roles: ['investigator'] } as const;
    given(providerDecider, [created, bankAdded])
      .when({ ...reject, actor: owner })
      .thenRefused('FORBIDDEN');
    given(providerDecider, [created, bankAdded])
      .when({ ...reject, actor: stranger })
      .thenRefused('FORBIDDEN');
    given(providerDecider, [created, bankAdded])
      .when({ ...reject, actor: investigator })
      .thenRefused('FORBIDDEN');
  });
  it('refuses a verifier rejecting their own provider account', () => {
    const selfVerifier = { kind: 'user', userId, roles: ['verifier'] } as const;
    given(providerDecider, [created, bankAdded])
      .when({ ...reject, actor: selfVerifier })
      .thenRefused('PROVIDER_BANK_SELF_VERIFICATION');
  });
  it('refuses a rejection without bank details, of a changed revision, or of an unknown provider', () => {
    given(providerDecider, [created]).when(reject).thenRefused('PROVIDER_BANK_DETAILS_MISSING');
    given(providerDecider, [created, bankAdded])
      .when({ ...reject, revision: 2 })
      .thenRefused('PROVIDER_BANK_DETAILS_STALE');
    given(providerDecider).when(reject).thenRefused('PROVIDER_NOT_FOUND');
  });
  it('refuses to reject details already verified or rejected, and to verify rejected ones', () => {
    given(providerDecider, [created, bankAdded, bankVerified])
      .when(reject)
      .thenRefused('PROVIDER_BANK_DETAILS_ALREADY_REVIEWED');
    given(providerDecider, [created, bankAdded, bankRejected])
      .when(reject)
      .thenRefused('PROVIDER_BANK_DETAILS_ALREADY_REVIEWED');
    given(providerDecider, [created, bankAdded, bankRejected])
      .when(verify)
      .thenRefused('PROVIDER_BANK_DETAILS_ALREADY_REVIEWED');
  });
  it('new details after a rejection are a new revision, pending again', () => {
    const later = new Date('2026-06-02T09:00:00Z');
    const outcome = given(providerDecider, [created, bankAdded, bankRejected])
      .when({ ...setBank, bankAccountHolderName: 'Manchester Staging' }, later)
      .thenEvents([
        {
          type: 'ProviderBankDetailsChanged',
          data: {
            ...bankAdded.data,
            bankAccountHolderName: 'Manchester Staging',
            revision: 2,
            bankDetailsAddedAt: later.toISOString(),
          },
        } as ProviderEvent,
      ]);
    const state = given(providerDecider, [created, bankAdded, bankRejected, ...outcome]).state;
    expect(state.exists && state.bank).toMatchObject({
      revision: 2,
      rejectionReason: null,
      bankDetailsVerified: false,
    });
  });
  it('the same details sent again after a rejection ask for a second look (a new revision)', () => {
    given(providerDecider, [created, bankAdded, bankRejected])
      .when(setBank, now)
      .thenEvents([
        { type: 'ProviderBankDetailsChanged', data: { ...bankAdded.data, revision: 2 } } as ProviderEvent,
      ]);
  });
  it('a rejection of an older revision does not touch newer details', () => {
    const changed = {
      type: 'ProviderBankDetailsChanged',
      data: { ...bankAdded.data, bankAccountNumber: '87654321', accountNumberLast4: '4321', revision: 2 },
    } as ProviderEvent;
    const state = given(providerDecider, [created, bankAdded, changed, bankRejected]).state;
    expect(state.exists && state.bank?.rejectionReason).toBeNull();
  });
});

describe('provider: deposit settings (depositRequired, depositPercentage 0–100)', () => {
  const change = {
    type: 'ChangeDepositSettings',
    actor: owner,
    providerId,
    depositRequired: true,
    depositPercentage: '30.50',
  } as const;
  it('changes the deposit percentage, stored in basis points', () => {
    given(providerDecider, [created])
      .when(change)
      .thenEvents([
        {
          type: 'ProviderDepositSettingsChanged',
          data: { providerId, depositRequired: true, depositPercentage: 3050 },
        },
      ]);
  });
  it('turns the deposit off, accepting a number as well as a string', () => {
    given(providerDecider, [created])
      .when({ ...change, depositRequired: false, depositPercentage: 25 })
      .thenEvents([
        {
          type: 'ProviderDepositSettingsChanged',
          data: { providerId, depositRequired: false, depositPercentage: 2500 },
        },
      ]);
  });
  it('accepts the bounds 0 and 100', () => {
    given(providerDecider, [created])
      .when({ ...change, depositPercentage: '0' })
      .thenEvents([
        {
          type: 'ProviderDepositSettingsChanged',
          data: { providerId, depositRequired: true, depositPercentage: 0 },
        },
      ]);
    given(providerDecider, [created])
      .when({ ...change, depositPercentage: '100.00' })
      .thenEvents([
        {
          type: 'ProviderDepositSettingsChanged',
          data: { providerId, depositRequired: true, depositPercentage: 10_000 },
        },
      ]);
  });
  it('records nothing when the settings are unchanged', () => {
    given(providerDecider, [created])
      .when({ ...change, depositPercentage: '25.00' })
      .thenEvents([]);
  });
  it.each(['100.01', '-5', '25.005', 'a quarter', ''])(
    'refuses deposit percentage %j',
    (depositPercentage) => {
      const refusal = given(providerDecider, [created])
        .when({ ...change, depositPercentage })
        .thenRefused('PROVIDER_DEPOSIT_INVALID');
      expect(refusal.fieldErrors).toEqual({
        depositPercentage: 'Deposit percentage must be a number from 0 to 100, with at most 2 decimal places',
      });
    },
  );
  it('refuses deposit changes by anyone but the owner or an admin', () => {
    given(providerDecider, [created])
      .when({ ...change, actor: stranger })
      .thenRefused('FORBIDDEN');
  });
  it('lets an admin change the deposit settings', () => {
    given(providerDecider, [created])
      .when({ ...change, actor: admin })
      .thenEvents([
        {
          type: 'ProviderDepositSettingsChanged',
          data: { providerId, depositRequired: true, depositPercentage: 3050 },
        },
      ]);
  });
});
