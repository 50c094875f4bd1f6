/**
 * Helpers for the label maps (a code → the words staff read) each resource keeps in its own
 * folder: one map gives both a filter's choices and a cell's text.
 */
export type Labels = Record<string, string>;

/** A label map as react-admin choices, in the map's order. */
export const choicesOf = (labels: Labels) => Object.entries(labels).map(([id, name]) => ({ id, name }));

/** The words for a code; an unknown code readable ("new_kind" → "new kind"), a missing one "—". */
export const labelOf = (labels: Labels, value: string | null | undefined) =>
  value ? (labels[value] ?? value.replaceAll('_', ' ')) : '—';
