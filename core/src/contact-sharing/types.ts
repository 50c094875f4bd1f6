/** The kinds of contact detail the detector reports, in the order results list them. */
export const CONTACT_KINDS = ['phone', 'email', 'social', 'link'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export interface ContactSharingResult {
  sharesContact: boolean;
  /** Unique, in the order of CONTACT_KINDS. */
  kinds: ContactKind[];
  /** The offending substrings exactly as they appear in the original text, in reading order. */
  matches: string[];
}

/** A stretch of the normalised text that shares a contact detail; offsets are end-exclusive. */
export interface Finding {
  kind: ContactKind;
  start: number;
  end: number;
}
