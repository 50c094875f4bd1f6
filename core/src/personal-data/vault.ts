import { newDataKey } from './cipher';

/**
 * Where each person's data key lives: outside the event log, so deleting the key erases the
 * person's data from every event that mentions them while the history stays replayable.
 */
export interface PersonalDataVault {
  /** The subject's key, created on first use. Null once the subject has been erased. */
  keyFor(subjectId: string): Promise<Buffer | null>;
  /** The subject's key if it exists and was not erased; never creates one. */
  existingKeyFor(subjectId: string): Promise<Buffer | null>;
  /** Destroys the subject's key for good. */
  erase(subjectId: string): Promise<void>;
}

export class InMemoryPersonalDataVault implements PersonalDataVault {
  private readonly keys = new Map<string, Buffer | null>();

  async keyFor(subjectId: string): Promise<Buffer | null> {
    if (!this.keys.has(subjectId)) this.keys.set(subjectId, newDataKey());
    return this.keys.get(subjectId) ?? null;
  }
  async existingKeyFor(subjectId: string): Promise<Buffer | null> {
    return this.keys.get(subjectId) ?? null;
  }
  async erase(subjectId: string): Promise<void> {
    this.keys.set(subjectId, null);
  }
}
