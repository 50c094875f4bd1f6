import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, validationError } from '../kernel/errors';
import { boostErrors } from './errors';
import type { BoostPackageEvent, BoostPackageFields } from './package-events';

export type BoostPackageCommand =
  | ({ type: 'DefineBoostPackage'; actor: CommandActor; packageId: string } & BoostPackageFields)
  | ({ type: 'UpdateBoostPackage'; actor: CommandActor; packageId: string } & BoostPackageFields);

export type BoostPackageState =
  | { exists: false }
  | ({ exists: true; packageId: string } & BoostPackageFields);

function fieldErrorsOf(fields: BoostPackageFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.name.trim() === '') errors.name = 'Please give the package a name.';
  if (!Number.isInteger(fields.durationDays) || fields.durationDays < 1)
    errors.durationDays = 'Duration must be a whole number of days, at least 1.';
  if (!Number.isSafeInteger(fields.price) || fields.price < 0)
    errors.price = 'Price must be a whole number of pence, at least 0.';
  if (!Number.isInteger(fields.sortOrder)) errors.sortOrder = 'Sort order must be a whole number.';
  if (!Number.isFinite(fields.visibilityMultiplier) || fields.visibilityMultiplier < 1)
    errors.visibilityMultiplier = 'Visibility multiplier must be at least 1.';
  return errors;
}

const cleaned = (fields: BoostPackageFields): BoostPackageFields => ({
  name: fields.name.trim(),
  description: fields.description.trim(),
  durationDays: fields.durationDays,
  price: fields.price,
  features: fields.features.map((feature) => feature.trim()).filter((feature) => feature !== ''),
  isActive: fields.isActive,
  sortOrder: fields.sortOrder,
  visibilityMultiplier: fields.visibilityMultiplier,
});

/**
 * The boost package catalogue (boost packages): seeded by the platform, edited by admins.
 * A price change applies to new purchases; running boosts renew at the price they were bought at.
 */
export const boostPackageDecider: Decider<BoostPackageCommand, BoostPackageState, BoostPackageEvent> = {
  initialState: { exists: false },

  decide(command, state): BoostPackageEvent[] | DomainError {
    if (!isSystem(command.actor) && !hasRole(command.actor, 'admin')) return commonErrors.error('FORBIDDEN');
    const { type: _type, actor: _actor, packageId, ...fields } = command;
    const fieldErrors = fieldErrorsOf(fields);
    if (Object.keys(fieldErrors).length > 0) return validationError(fieldErrors, 'BOOST_PACKAGE_INVALID');
    if (command.type === 'DefineBoostPackage') {
      if (state.exists) return boostErrors.error('BOOST_PACKAGE_EXISTS');
      return [{ type: 'BoostPackageDefined', data: { packageId, ...cleaned(fields) } }];
    }
    if (!state.exists) return boostErrors.error('BOOST_NOT_FOUND');
    return [{ type: 'BoostPackageUpdated', data: { packageId, ...cleaned(fields) } }];
  },

  evolve(_state, event) {
    return { exists: true, ...event.data };
  },
};
