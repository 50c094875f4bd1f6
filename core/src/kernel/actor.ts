/**
 * Who issues a command. Back-office roles come from the account's granted roles;
 * "client" is every signed-in user, "provider" a user with a provider profile. Deciders that
 * guard ownership compare `userId` with their state; the API checks roles before calling them.
 */
export const BACK_OFFICE_ROLES = ['admin', 'verifier', 'investigator', 'auditor'] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

export type CommandActor =
  | { kind: 'user'; userId: string; roles: readonly BackOfficeRole[] }
  | { kind: 'system'; name: string };

export const systemActor = (name: string): CommandActor => ({ kind: 'system', name });

export const hasRole = (actor: CommandActor, role: BackOfficeRole): boolean =>
  actor.kind === 'user' && (actor.roles.includes(role) || actor.roles.includes('admin'));

export const isSystem = (actor: CommandActor): boolean => actor.kind === 'system';

/** A signed-in person as commands need them: who they are and which back-office roles they hold. */
export interface UserIdentity {
  userId: string;
  roles: readonly BackOfficeRole[];
}

export const actorOf = (user: UserIdentity): CommandActor => ({
  kind: 'user',
  userId: user.userId,
  roles: user.roles,
});
