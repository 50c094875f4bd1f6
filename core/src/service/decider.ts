import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { type DomainError, validationError } from '../kernel/errors';
import type { Standing } from '../standing/standing-of';
import { serviceErrors } from './errors';
import type { ServiceEvent } from './events';
import {
  checkServiceForm,
  type ServiceCategory,
  type ServiceFormInput,
  type ServiceListing,
  sameListing,
} from './service-form';

/** A provider's contact-sharing standing, as the standing lifecycle reports it. */
export type ProviderStanding = Standing;

export type ServiceCommand =
  | {
      type: 'ListService';
      actor: CommandActor;
      serviceId: string;
      /** The provider the listing belongs to, with its current standing. */
      provider: { providerId: string; userId: string; standing: ProviderStanding };
      category: ServiceCategory;
      form: ServiceFormInput;
    }
  | {
      type: 'UpdateService';
      actor: CommandActor;
      serviceId: string;
      category: ServiceCategory;
      form: ServiceFormInput;
    }
  | { type: 'ChangeServiceAvailability'; actor: CommandActor; serviceId: string; isAvailable: boolean }
  | { type: 'RemoveService'; actor: CommandActor; serviceId: string; reason?: string };

export type ServiceState =
  | { status: 'unlisted' }
  | {
      status: 'listed' | 'removed';
      serviceId: string;
      providerId: string;
      providerUserId: string;
      categoryId: string;
      categorySlug: string;
      listing: ServiceListing;
    };

type Listed = Extract<ServiceState, { status: 'listed' | 'removed' }>;

const isUser = (actor: CommandActor, userId: string) => actor.kind === 'user' && actor.userId === userId;

function decideListing(command: Extract<ServiceCommand, { type: 'ListService' }>, state: ServiceState) {
  if (state.status !== 'unlisted') return serviceErrors.error('SERVICE_ALREADY_LISTED');
  const { provider } = command;
  // The platform lists on a provider's behalf only when seeding the demo marketplace.
  if (!isUser(command.actor, provider.userId) && !isSystem(command.actor))
    return serviceErrors.error('SERVICE_NOT_OWNER');
  // while suspended a provider cannot create new services; existing ones are unaffected.
  if (provider.standing === 'suspended') return serviceErrors.error('SERVICE_PROVIDER_SUSPENDED');
  if (provider.standing === 'terminated') return serviceErrors.error('SERVICE_PROVIDER_TERMINATED');
  const checked = checkServiceForm(command.form, command.category);
  if (!checked.ok) return validationError(checked.fieldErrors, 'SERVICE_INVALID');
  return [
    {
      type: 'ServiceListed' as const,
      data: {
        serviceId: command.serviceId,
        providerId: provider.providerId,
        providerUserId: provider.userId,
        categoryId: command.category.id,
        categorySlug: command.category.slug,
        ...checked.listing,
      },
    },
  ];
}

function decideUpdate(command: Extract<ServiceCommand, { type: 'UpdateService' }>, state: Listed) {
  if (!isUser(command.actor, state.providerUserId)) return serviceErrors.error('SERVICE_NOT_OWNER');
  if (state.status === 'removed') return serviceErrors.error('SERVICE_REMOVED');
  const checked = checkServiceForm(command.form, command.category);
  if (!checked.ok) return validationError(checked.fieldErrors, 'SERVICE_INVALID');
  if (command.category.id === state.categoryId && sameListing(checked.listing, state.listing)) return [];
  return [
    {
      type: 'ServiceUpdated' as const,
      data: {
        serviceId: state.serviceId,
        categoryId: command.category.id,
        categorySlug: command.category.slug,
        ...checked.listing,
      },
    },
  ];
}

function decideAvailability(
  command: Extract<ServiceCommand, { type: 'ChangeServiceAvailability' }>,
  state: Listed,
) {
  if (!isUser(command.actor, state.providerUserId)) return serviceErrors.error('SERVICE_NOT_OWNER');
  if (state.status === 'removed') return serviceErrors.error('SERVICE_REMOVED');
  if (state.listing.isAvailable === command.isAvailable) return [];
  return [
    {
      type: 'ServiceAvailabilityChanged' as const,
      data: { serviceId: state.serviceId, isAvailable: command.isAvailable },
    },
  ];
}

function decideRemoval(command: Extract<ServiceCommand, { type: 'RemoveService' }>, state: Listed) {
  const { actor } = command;
  // Besides the owner: an admin taking a listing down, or the platform when the provider's account closes.
  const removedBy: 'provider' | 'admin' | 'system' | null = isUser(actor, state.providerUserId)
    ? 'provider'
    : hasRole(actor, 'admin')
      ? 'admin'
      : isSystem(actor)
        ? 'system'
        : null;
  if (removedBy === null) return serviceErrors.error('SERVICE_NOT_OWNER');
  if (state.status === 'removed') return [];
  const reason = command.reason?.trim() || null;
  return [{ type: 'ServiceRemoved' as const, data: { serviceId: state.serviceId, removedBy, reason } }];
}

/**
 * A service listing (stream `service-<serviceId>`): listed, updated, availability changed and
 * removed by the provider who owns it, with every field rule. Boosts are their own
 * lifecycle; the listing never takes isBoosted or boostExpiresAt.
 */
export const serviceDecider: Decider<ServiceCommand, ServiceState, ServiceEvent> = {
  initialState: { status: 'unlisted' },

  decide(command, state): ServiceEvent[] | DomainError {
    if (command.type === 'ListService') return decideListing(command, state);
    if (state.status === 'unlisted') return serviceErrors.error('SERVICE_NOT_FOUND');
    switch (command.type) {
      case 'UpdateService':
        return decideUpdate(command, state);
      case 'ChangeServiceAvailability':
        return decideAvailability(command, state);
      case 'RemoveService':
        return decideRemoval(command, state);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ServiceListed': {
        const { serviceId, providerId, providerUserId, categoryId, categorySlug, ...listing } = event.data;
        return { status: 'listed', serviceId, providerId, providerUserId, categoryId, categorySlug, listing };
      }
      case 'ServiceUpdated': {
        if (state.status === 'unlisted') return state;
        const { serviceId: _serviceId, categoryId, categorySlug, ...listing } = event.data;
        return { ...state, categoryId, categorySlug, listing };
      }
      case 'ServiceAvailabilityChanged':
        return state.status === 'unlisted'
          ? state
          : { ...state, listing: { ...state.listing, isAvailable: event.data.isAvailable } };
      case 'ServiceRemoved':
        return state.status === 'unlisted' ? state : { ...state, status: 'removed' };
    }
  },
};
