import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, validationError } from '../kernel/errors';
import { categoryErrors } from './errors';
import type { CategoryEvent } from './events';

/** The service categories of the marketplace: seeded by the platform, edited by admins. */
export interface CategoryFields {
  name: string;
  icon: string;
  description: string;
  imageUrl: string;
}

export type CategoryCommand =
  | ({
      type: 'CreateCategory';
      actor: CommandActor;
      categoryId: string;
      slug: string;
      /**
       * Whether another category has the slug (the categories read model, checked by the caller):
       * the marketplace's URLs name a category by its slug. The seed's own list is distinct.
       */
      slugInUse?: boolean;
    } & CategoryFields)
  | ({ type: 'UpdateCategory'; actor: CommandActor; categoryId: string } & CategoryFields);

export type CategoryState =
  | { exists: false }
  | ({ exists: true; categoryId: string; slug: string } & CategoryFields);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const mayEdit = (actor: CommandActor) => isSystem(actor) || hasRole(actor, 'admin');

/** A category the marketplace shows needs a name and an icon. */
function fieldErrorsOf(fields: CategoryFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.name.trim() === '') errors.name = 'Please give the category a name.';
  if (fields.icon.trim() === '') errors.icon = 'Please choose an icon for the category.';
  return errors;
}

export const categoryDecider: Decider<CategoryCommand, CategoryState, CategoryEvent> = {
  initialState: { exists: false },

  decide(command, state) {
    if (!mayEdit(command.actor)) return commonErrors.error('FORBIDDEN');
    const fieldErrors = fieldErrorsOf(command);
    if (Object.keys(fieldErrors).length > 0) return validationError(fieldErrors, 'CATEGORY_INVALID');
    const name = command.name.trim();
    const icon = command.icon.trim();
    const { description, imageUrl } = command;
    switch (command.type) {
      case 'CreateCategory':
        if (state.exists) return categoryErrors.error('CATEGORY_EXISTS');
        if (!SLUG.test(command.slug)) return categoryErrors.error('CATEGORY_SLUG_INVALID');
        if (command.slugInUse) return categoryErrors.error('CATEGORY_SLUG_TAKEN');
        return [
          {
            type: 'CategoryCreated',
            data: { categoryId: command.categoryId, slug: command.slug, name, icon, description, imageUrl },
          },
        ];
      case 'UpdateCategory':
        if (!state.exists) return categoryErrors.error('CATEGORY_NOT_FOUND');
        return [
          {
            type: 'CategoryUpdated',
            data: { categoryId: command.categoryId, name, icon, description, imageUrl },
          },
        ];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CategoryCreated':
        return { exists: true, ...event.data };
      case 'CategoryUpdated':
        return state.exists ? { ...state, ...event.data } : state;
    }
  },
};
