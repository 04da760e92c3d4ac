// The permission catalogue. Every route checks one of these names (never a role name); roles hold
// lists of them. The matrix of who holds what is written down in docs/permissions.md.

const crud = <R extends string>(resource: R) =>
  [
    `${resource}.view`,
    `${resource}.create`,
    `${resource}.update`,
    `${resource}.delete`,
    `${resource}.restore`,
  ] as const;

export const PERMISSIONS = [
  ...crud('users'),
  ...crud('roles'),
  ...crud('permissions'),
  ...crud('tenants'),
  ...crud('workshop-templates'),
  ...crud('workshops'),
  ...crud('workshop-schedules'),
  // Object-scoped: schedules whose coachId is the caller (coaches run their own sessions).
  'workshop-schedules.create-own',
  'workshop-schedules.update-own',
  ...crud('bookings'),
  ...crud('booking-seats'),
  ...crud('vouchers'),
  'dashboard.view',
  // The audit log (issue 28): read only; nobody may change or delete an entry.
  'audit-log.view',
  // Outgoing webhooks (issue 28): every endpoint, for any event; a tenant's owner manages its own without it.
  'webhooks.manage',
  // Reviews (issue 28): see every review, hidden ones too, and hide one with a reason.
  'reviews.moderate',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const SUPER_ADMIN_ROLE = 'super-admin';
export const COACH_ROLE = 'coach';

/** Seeded roles; super-admin holds every permission. */
export const ROLE_PERMISSIONS: Record<string, readonly Permission[]> = {
  [SUPER_ADMIN_ROLE]: PERMISSIONS,
  [COACH_ROLE]: [
    'workshop-templates.view',
    'workshops.view',
    'workshop-schedules.view',
    'workshop-schedules.create-own',
    'workshop-schedules.update-own',
  ],
};
