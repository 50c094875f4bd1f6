import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/http';

/**
 * Puts the server's fieldErrors next to the matching fields. Returns true when at least one
 * field got an error, so callers can skip a generic toast that would repeat it.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const match = fields.find((name) => name === field);
    if (match) {
      setError(match, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
