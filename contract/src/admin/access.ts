/**
 * Who may do what in the back office: one table read by both sides. The API guards every
 * /api/admin route with it (auth.access), and the back office's authProvider.canAccess hides
 * what a role may not use. Admins hold every role. Clients and providers get nothing.
 */
export const BACK_OFFICE_ROLES = ['admin', 'verifier', 'investigator', 'auditor'] as const;
export type BackOfficeRoleName = (typeof BACK_OFFICE_ROLES)[number];

type Role = Exclude<BackOfficeRoleName, 'admin'>;
const verifier: readonly Role[] = ['verifier'];
const investigator: readonly Role[] = ['investigator'];
const auditor: readonly Role[] = ['auditor'];
const adminOnly: readonly Role[] = [];

/**
 * Resource → action → roles besides admin. `list` and `show` are react-admin's read actions;
 * the other names are the workflow commands a resource's buttons send.
 */
export const ADMIN_ACCESS = {
  /** Identity, business registration, insurance and background-check documents. */
  'verification-documents': { list: verifier, show: verifier, approve: verifier, reject: verifier },
  /** A provider's four checks, level, progress, expiring documents and bank details. */
  'provider-verifications': {
    list: verifier,
    show: verifier,
    'verify-bank-details': verifier,
    'reject-bank-details': verifier,
  },
  'fraud-alerts': {
    list: [...investigator, ...auditor],
    show: [...investigator, ...auditor],
    assign: investigator,
    note: investigator,
    act: investigator,
    resolve: investigator,
  },
  /** Provider standing (suspend, lift, terminate) and payout freezes, with their history. */
  providers: {
    list: [...investigator, ...verifier],
    show: [...investigator, ...verifier],
    standing: investigator,
    payouts: investigator,
  },
  disputes: {
    list: [...investigator, ...auditor],
    show: [...investigator, ...auditor],
    resolve: investigator,
  },
  /** Contact-sharing violations with the message in its chat. */
  violations: { list: investigator, show: investigator },
  /** Reported reviews and their moderation. */
  reviews: { list: investigator, show: investigator, moderate: investigator },
  /** The contact form's inbox, call-back requests first. */
  'contact-messages': { list: investigator, show: investigator, handle: investigator },
  /** A booking's complete history, its state at any instant, its ledger and exports. */
  bookings: { list: auditor, show: auditor, export: auditor },
  /** Projection checkpoints, head, lag and the latest drift check. */
  projections: { list: auditor, show: auditor },
  users: { list: adminOnly, show: adminOnly, roles: adminOnly },
  categories: { list: adminOnly, show: adminOnly, create: adminOnly, edit: adminOnly },
  'boost-packages': { list: adminOnly, show: adminOnly, create: adminOnly, edit: adminOnly },
  payouts: { list: auditor, show: auditor, retry: adminOnly },
  refunds: { list: auditor, show: auditor, retry: adminOnly },
  analytics: { list: auditor, show: auditor },
  /** The e-mail outbox. */
  emails: { list: adminOnly, show: adminOnly },
  /** Job-queue health; retrying a failed job. */
  jobs: { list: adminOnly, show: adminOnly, retry: adminOnly },
  /** The dashboard's counts of waiting work; each count only for those who may list it. */
  summary: { list: [...verifier, ...investigator, ...auditor] },
} as const satisfies Record<string, Record<string, readonly Role[]>>;

export type AdminResource = keyof typeof ADMIN_ACCESS;
export type AdminAction<R extends AdminResource> = keyof (typeof ADMIN_ACCESS)[R] & string;

/** The back-office roles a list of roles holds (the account's roles may include others). */
export const backOfficeRolesOf = (roles: readonly string[]): BackOfficeRoleName[] =>
  BACK_OFFICE_ROLES.filter((role) => roles.includes(role));

/** Whether someone holding `roles` may perform `action` on `resource`. */
export function canAccessAdmin(roles: readonly string[], resource: string, action: string): boolean {
  if (roles.includes('admin')) return resource in ADMIN_ACCESS;
  const actions = (ADMIN_ACCESS as Record<string, Record<string, readonly string[]>>)[resource];
  const allowed = actions?.[action];
  return allowed?.some((role) => roles.includes(role)) ?? false;
}

/** The non-admin roles that may perform an action (for the API's guard; admin is implied). */
export const rolesFor = <R extends AdminResource>(resource: R, action: AdminAction<R>): readonly Role[] =>
  (ADMIN_ACCESS[resource] as Record<string, readonly Role[]>)[action] ?? [];
