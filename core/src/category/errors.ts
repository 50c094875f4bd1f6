import { defineErrors } from '../kernel/errors';

export const categoryErrors = defineErrors({
  CATEGORY_EXISTS: { status: 409, message: 'This category already exists.' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found' },
  CATEGORY_SLUG_INVALID: { status: 400, message: 'Slug must be lower-case words joined by hyphens.' },
  CATEGORY_INVALID: { status: 400, message: 'Please check the category details.' },
  CATEGORY_SLUG_TAKEN: {
    status: 409,
    message: 'Another category already uses this slug. Please choose a different one.',
  },
});
