/** A set of words written as one space-separated string, so long word lists stay readable. */
export const wordSet = (list: string): ReadonlySet<string> =>
  new Set(list.split(/\s+/).filter((word) => word !== ''));
