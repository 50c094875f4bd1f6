import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, isDomainError, validationError } from '../kernel/errors';
import type { BasisPoints } from '../money';
import { type BankDetails, type BankDetailsInput, checkBankDetails, sameBankDetails } from './bank-details';
import {
  DEFAULT_DEPOSIT_RATE,
  DEFAULT_DEPOSIT_REQUIRED,
  depositTexts,
  parseDepositPercentage,
} from './deposit';
import { providerErrors } from './errors';
import type { ProviderEvent } from './events';
import { checkProviderProfile, type ProviderProfile, type ProviderProfileInput } from './profile';

/**
 * The update form sends businessName, contactEmail, description, phoneNumber and
 * website; the other fields are kept as they are when left out.
 */
export type ProviderProfileChanges = Pick<
  ProviderProfileInput,
  'businessName' | 'contactEmail' | 'phoneNumber'
> &
  Partial<
    Pick<ProviderProfileInput, 'description' | 'website' | 'businessAddress' | 'postcode' | 'serviceAreas'>
  >;

export type ProviderCommand =
  | ({
      type: 'CreateProviderProfile';
      actor: CommandActor;
      providerId: string;
      userId: string;
      /** From the provider read model: one provider profile per user. */
      userAlreadyHasProvider: boolean;
    } & ProviderProfileInput)
  | ({ type: 'UpdateProviderProfile'; actor: CommandActor; providerId: string } & ProviderProfileChanges)
  | ({ type: 'SetBankDetails'; actor: CommandActor; providerId: string } & BankDetailsInput)
  | {
      type: 'VerifyBankDetails';
      actor: CommandActor;
      providerId: string;
      /** The revision the verifier looked at, so a change made meanwhile is not verified unseen. */
      revision: number;
    }
  | {
      type: 'RejectBankDetails';
      actor: CommandActor;
      providerId: string;
      revision: number;
      /** What the provider reads on their bank details page. */
      reason: string;
    }
  | {
      type: 'ChangeDepositSettings';
      actor: CommandActor;
      providerId: string;
      depositRequired: boolean;
      depositPercentage: string | number;
    };

export interface BankAccount {
  details: BankDetails;
  revision: number;
  bankDetailsVerified: boolean;
  /** Set when a verifier rejected this revision; new details clear it. */
  rejectionReason: string | null;
  bankDetailsAddedAt: string;
}

export type ProviderState =
  | { exists: false }
  | {
      exists: true;
      providerId: string;
      userId: string;
      profile: ProviderProfile;
      bank: BankAccount | null;
      depositRequired: boolean;
      /** Basis points: 2500 = "25.00". */
      depositPercentage: BasisPoints;
    };

type Existing = Extract<ProviderState, { exists: true }>;

const isUser = (actor: CommandActor, userId: string) => actor.kind === 'user' && actor.userId === userId;
const isOwnerOrAdmin = (actor: CommandActor, userId: string) =>
  isUser(actor, userId) || hasRole(actor, 'admin');
const actorLabel = (actor: CommandActor) => (actor.kind === 'user' ? actor.userId : `system:${actor.name}`);

const PROFILE_TEXT_FIELDS = [
  'businessName',
  'contactEmail',
  'phoneNumber',
  'description',
  'website',
  'businessAddress',
  'postcode',
  'outwardCode',
] as const;

const sameProfile = (a: ProviderProfile, b: ProviderProfile) =>
  PROFILE_TEXT_FIELDS.every((field) => a[field] === b[field]) &&
  a.serviceAreas.length === b.serviceAreas.length &&
  a.serviceAreas.every((area, index) => area === b.serviceAreas[index]);

function decideCreation(
  command: Extract<ProviderCommand, { type: 'CreateProviderProfile' }>,
  state: ProviderState,
): ProviderEvent[] | DomainError {
  if (state.exists) return providerErrors.error('PROVIDER_ALREADY_EXISTS');
  const { actor } = command;
  if (!isOwnerOrAdmin(actor, command.userId) && !isSystem(actor)) return commonErrors.error('FORBIDDEN');
  if (command.userAlreadyHasProvider) return providerErrors.error('PROVIDER_USER_HAS_PROFILE');
  const checked = checkProviderProfile(command);
  if (!checked.ok) return validationError(checked.fieldErrors, 'PROVIDER_PROFILE_INVALID');
  return [
    {
      type: 'ProviderProfileCreated',
      data: {
        providerId: command.providerId,
        userId: command.userId,
        ...checked.profile,
        depositRequired: DEFAULT_DEPOSIT_REQUIRED,
        depositPercentage: DEFAULT_DEPOSIT_RATE,
      },
    },
  ];
}

function decideUpdate(
  command: Extract<ProviderCommand, { type: 'UpdateProviderProfile' }>,
  state: Existing,
): ProviderEvent[] | DomainError {
  if (!isOwnerOrAdmin(command.actor, state.userId)) return commonErrors.error('FORBIDDEN');
  const current = state.profile;
  const checked = checkProviderProfile({
    businessName: command.businessName,
    contactEmail: command.contactEmail,
    phoneNumber: command.phoneNumber,
    description: command.description === undefined ? current.description : command.description,
    website: command.website === undefined ? current.website : command.website,
    businessAddress: command.businessAddress ?? current.businessAddress,
    postcode: command.postcode ?? current.postcode,
    serviceAreas: command.serviceAreas === undefined ? current.serviceAreas : command.serviceAreas,
  });
  if (!checked.ok) return validationError(checked.fieldErrors, 'PROVIDER_PROFILE_INVALID');
  if (sameProfile(current, checked.profile)) return [];
  return [
    {
      type: 'ProviderProfileUpdated',
      data: { providerId: state.providerId, userId: state.userId, ...checked.profile },
    },
  ];
}

function decideBankDetails(
  command: Extract<ProviderCommand, { type: 'SetBankDetails' }>,
  state: Existing,
  now: Date,
): ProviderEvent[] | DomainError {
  // Only the owner: nobody else, an admin included, may redirect where a provider's money goes.
  if (!isUser(command.actor, state.userId)) return commonErrors.error('FORBIDDEN');
  const checked = checkBankDetails(command);
  if (!checked.ok) return validationError(checked.fieldErrors, 'PROVIDER_BANK_DETAILS_INVALID');
  // The same details sent again after a rejection ask for a second look, so they are a new revision.
  if (
    state.bank &&
    state.bank.rejectionReason === null &&
    sameBankDetails(state.bank.details, checked.details)
  )
    return [];
  const data = {
    providerId: state.providerId,
    userId: state.userId,
    ...checked.details,
    accountNumberLast4: checked.details.bankAccountNumber.slice(-4),
    revision: (state.bank?.revision ?? 0) + 1,
    bankDetailsAddedAt: now.toISOString(),
  };
  return [{ type: state.bank ? 'ProviderBankDetailsChanged' : 'ProviderBankDetailsAdded', data }];
}

/** The revision a verifier reviews: theirs to review, present, unchanged since they looked. */
function reviewableBank(
  command: Extract<ProviderCommand, { type: 'VerifyBankDetails' | 'RejectBankDetails' }>,
  state: Existing,
): BankAccount | DomainError {
  if (!hasRole(command.actor, 'verifier')) return commonErrors.error('FORBIDDEN');
  if (isUser(command.actor, state.userId)) return providerErrors.error('PROVIDER_BANK_SELF_VERIFICATION');
  if (state.bank === null) return providerErrors.error('PROVIDER_BANK_DETAILS_MISSING');
  if (command.revision !== state.bank.revision) return providerErrors.error('PROVIDER_BANK_DETAILS_STALE');
  return state.bank;
}

function decideBankVerification(
  command: Extract<ProviderCommand, { type: 'VerifyBankDetails' }>,
  state: Existing,
  now: Date,
): ProviderEvent[] | DomainError {
  const bank = reviewableBank(command, state);
  if (isDomainError(bank)) return bank;
  if (bank.bankDetailsVerified) return [];
  if (bank.rejectionReason !== null) return providerErrors.error('PROVIDER_BANK_DETAILS_ALREADY_REVIEWED');
  return [
    {
      type: 'ProviderBankDetailsVerified',
      data: {
        providerId: state.providerId,
        revision: bank.revision,
        verifiedBy: actorLabel(command.actor),
        verifiedAt: now.toISOString(),
      },
    },
  ];
}

function decideBankRejection(
  command: Extract<ProviderCommand, { type: 'RejectBankDetails' }>,
  state: Existing,
  now: Date,
): ProviderEvent[] | DomainError {
  const bank = reviewableBank(command, state);
  if (isDomainError(bank)) return bank;
  if (bank.bankDetailsVerified || bank.rejectionReason !== null)
    return providerErrors.error('PROVIDER_BANK_DETAILS_ALREADY_REVIEWED');
  const reason = command.reason.trim();
  if (reason === '') return providerErrors.error('PROVIDER_BANK_REJECTION_REASON_REQUIRED');
  return [
    {
      type: 'ProviderBankDetailsRejected',
      data: {
        providerId: state.providerId,
        revision: bank.revision,
        reason,
        rejectedBy: actorLabel(command.actor),
        rejectedAt: now.toISOString(),
      },
    },
  ];
}

function decideDeposit(
  command: Extract<ProviderCommand, { type: 'ChangeDepositSettings' }>,
  state: Existing,
): ProviderEvent[] | DomainError {
  if (!isOwnerOrAdmin(command.actor, state.userId)) return commonErrors.error('FORBIDDEN');
  const depositPercentage = parseDepositPercentage(command.depositPercentage);
  if (depositPercentage === null)
    return validationError({ depositPercentage: depositTexts.depositPercentage }, 'PROVIDER_DEPOSIT_INVALID');
  if (depositPercentage === state.depositPercentage && command.depositRequired === state.depositRequired)
    return [];
  return [
    {
      type: 'ProviderDepositSettingsChanged',
      data: { providerId: state.providerId, depositRequired: command.depositRequired, depositPercentage },
    },
  ];
}

/**
 * A provider's business (stream `provider-<providerId>`): the profile, bank details for
 * payouts and their verification, and deposit settings. Plans, standing and verification
 * documents are lifecycles of their own.
 */
export const providerDecider: Decider<ProviderCommand, ProviderState, ProviderEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    if (command.type === 'CreateProviderProfile') return decideCreation(command, state);
    if (!state.exists) return providerErrors.error('PROVIDER_NOT_FOUND');
    switch (command.type) {
      case 'UpdateProviderProfile':
        return decideUpdate(command, state);
      case 'SetBankDetails':
        return decideBankDetails(command, state, now);
      case 'VerifyBankDetails':
        return decideBankVerification(command, state, now);
      case 'RejectBankDetails':
        return decideBankRejection(command, state, now);
      case 'ChangeDepositSettings':
        return decideDeposit(command, state);
    }
  },

  evolve(state, event) {
    if (event.type === 'ProviderProfileCreated') {
      const { providerId, userId, depositRequired, depositPercentage, ...profile } = event.data;
      return { exists: true, providerId, userId, profile, bank: null, depositRequired, depositPercentage };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'ProviderProfileUpdated': {
        const { providerId: _providerId, userId: _userId, ...profile } = event.data;
        return { ...state, profile };
      }
      case 'ProviderBankDetailsAdded':
      case 'ProviderBankDetailsChanged': {
        const {
          bankAccountHolderName,
          bankAccountNumber,
          bankSortCode,
          bankName,
          revision,
          bankDetailsAddedAt,
        } = event.data;
        return {
          ...state,
          bank: {
            details: { bankAccountHolderName, bankAccountNumber, bankSortCode, bankName },
            revision,
            bankDetailsVerified: false,
            rejectionReason: null,
            bankDetailsAddedAt,
          },
        };
      }
      case 'ProviderBankDetailsVerified':
        return state.bank && state.bank.revision === event.data.revision
          ? { ...state, bank: { ...state.bank, bankDetailsVerified: true } }
          : state;
      case 'ProviderBankDetailsRejected':
        return state.bank && state.bank.revision === event.data.revision
          ? { ...state, bank: { ...state.bank, rejectionReason: event.data.reason } }
          : state;
      case 'ProviderDepositSettingsChanged':
        return {
          ...state,
          depositRequired: event.data.depositRequired,
          depositPercentage: event.data.depositPercentage,
        };
    }
  },
};
