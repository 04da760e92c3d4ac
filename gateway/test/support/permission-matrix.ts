// The permission matrix as data: every /v1 route with the status each kind of caller gets. docs/permissions.md's
// table says the same in words; gateway/test/permission-matrix.test.ts runs every row as every actor.
// Add a row here with every new route (other services' helpers too).
import type { Browser } from '@coachwork/test-support';

/**
 * The callers: the demo super-admin, coach and booker, a guest, and "another booker" and "another
 * coach" (signed in with the same roles, but no tie to the object a row acts on). Rows name the last
 * two where the object rules make a difference (bookings); a row that does not name them skips them.
 */
export type MatrixActor = 'admin' | 'coach' | 'booker' | 'guest' | 'otherBooker' | 'otherCoach';
export const MATRIX_ACTORS: MatrixActor[] = [
  'admin',
  'coach',
  'booker',
  'guest',
  'otherBooker',
  'otherCoach',
];
type BaseActor = 'admin' | 'coach' | 'booker' | 'guest';
export type MatrixExpect = Record<BaseActor, number> & Partial<Record<'otherBooker' | 'otherCoach', number>>;

/** A booking of the demo booker on a schedule the demo coach teaches. */
export interface MadeBooking {
  id: string;
  scheduleId: string;
  seatIds: string[];
}

export interface MatrixContext {
  actor: MatrixActor;
  /** The caller's own user id; for a guest, some other user's (there is no self). */
  selfId: string;
  ids: Record<Exclude<MatrixActor, 'guest'>, string>;
  /** Makes fresh objects through the admin, so a row can change or delete one without affecting others. */
  make: {
    user(extra?: Record<string, unknown>): Promise<string>;
    trashedUser(): Promise<string>;
    coachApplicant(): Promise<string>;
    role(): Promise<string>;
    permission(): Promise<string>;
    template(): Promise<string>;
    trashedTemplate(): Promise<string>;
    /** A workshop; `coachIds` assigns coaches to it. */
    workshop(extra?: Record<string, unknown>): Promise<string>;
    trashedWorkshop(): Promise<string>;
    /** A schedule taught by the demo coach ('own'), or by another coach ('other'). */
    schedule(teacher?: 'own' | 'other', extra?: Record<string, unknown>): Promise<string>;
    trashedSchedule(): Promise<string>;
    /**
     * A hidden resource on a workshop the demo coach is assigned to ('taught': a super-admin scheduled
     * them there) or not ('untaught'; 'unassigned': they still teach a schedule there, but a super-admin
     * took them off the workshop's coaches).
     */
    resource(workshop?: 'taught' | 'untaught' | 'unassigned'): Promise<{ workshopId: string; id: string }>;
    trashedResource(): Promise<{ workshopId: string; id: string }>;
    /** A PUBLISHED, PUBLIC schedule of the demo coach that bookings already knows; free or paid. */
    bookableSchedule(free?: boolean): Promise<string>;
    /** A booking by the demo booker (free: CONFIRMED at once; paid: PENDING). */
    booking(options?: { free?: boolean; seats?: number }): Promise<MadeBooking>;
    trashedBooking(): Promise<MadeBooking>;
    /** A booking of someone new with its second seat invited (`userId` or an address); returns the link's token. */
    invitation(invitee: { userId: string } | { email: string }): Promise<{ token: string; seatId: string }>;
    // Tenants: a tenant the admin owns (the admin creates it), with further members if given.
    tenant(members?: { userId: string; role: 'owner' | 'admin' | 'member' }[]): Promise<{ id: string; slug: string }>;
    trashedTenant(): Promise<string>;
    /** A job posting of the tenant with that slug, in its trash when asked. */
    jobPosting(slug: string, trashed?: boolean): Promise<string>;
    /** A pending invitation of an address without an account. */
    tenantInvitation(tenantId: string): Promise<string>;
    unique(): string;
  };
  admin: Browser;
}

export interface MatrixRequest {
  path: string;
  body?: unknown;
  /** Extra request headers (`X-Tenant` names the current tenant of /v1/t). */
  headers?: Record<string, string>;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As written in docs/permissions.md: `{self}` the caller, `{other}` someone else, `{id}` a fresh object. */
  path: string;
  /** The permission name checked, or the object rule. */
  rule: string;
  request(ctx: MatrixContext): Promise<MatrixRequest> | MatrixRequest;
  expect: MatrixExpect;
  /** Run as a newly made user with the actor's roles (rows that sign in or out would spoil the shared sessions). */
  fresh?: boolean;
}

const only = (admin: number, denied = 403): MatrixExpect => ({
  admin,
  coach: denied,
  booker: denied,
  guest: 401,
});
const signedIn = (status: number): MatrixExpect => ({
  admin: status,
  coach: status,
  booker: status,
  guest: 401,
});
const everyone = (status: number): MatrixExpect => ({
  admin: status,
  coach: status,
  booker: status,
  guest: status,
});

/** Every signed-in caller, the two "other" ones included. */
const anyoneSignedIn = (status: number): MatrixExpect => ({
  ...signedIn(status),
  otherBooker: status,
  otherCoach: status,
});
/** A guest checkout of one seat on a fresh paid schedule, for a fresh address. */
const guestCheckoutBody = async (ctx: MatrixContext) => ({
  workshopScheduleId: await ctx.make.bookableSchedule(false),
  seats: 1,
  email: `guest-${ctx.make.unique()}@example.com`,
  firstName: 'Gwen',
  lastName: 'Guest',
  address: { addressLine1: 'Gaststr. 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' },
});
/** Super-admins only, whoever else asks. */
const staffOnly = (admin: number): MatrixExpect => ({ ...only(admin), otherBooker: 403, otherCoach: 403 });
/** An object of the demo booker on the demo coach's schedule: nobody else knows it exists. */
const tied = (s: { admin: number; coach: number; booker: number }): MatrixExpect => ({
  ...s,
  guest: 401,
  otherBooker: 404,
  otherCoach: 404,
});

const NO_PAYOUT = '5e0c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const NO_REVIEW = '6f1d3e5f-6b7c-4d8e-9fa0-1b2c3d4e5f60';
const NO_ENTRY = '7a2e4f60-7c8d-4e9f-a0b1-2c3d4e5f6071';
/** A well-formed waitlist link token nobody was given. */
const NO_TOKEN = 'Z'.repeat(43);

const ADDRESS = {
  addressLine1: 'Hauptstraße 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'DE',
};

const profile = (ctx: MatrixContext) => ({ firstName: 'Matrix', lastName: ctx.make.unique() });

const SANDBOX_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };

/** A card the sandbox form just made (nobody's until saved). */
async function sandboxCard(ctx: MatrixContext): Promise<string> {
  const res = await ctx.admin.post('/v1/public/payments/sandbox/payment-methods', SANDBOX_CARD);
  if (res.status !== 201) throw new Error(`sandbox card answered ${res.status}`);
  return res.body.data.id as string;
}

function voucherBody(ctx: MatrixContext): Record<string, unknown> {
  return { code: `M-${ctx.make.unique()}`.slice(0, 32), data: { discountType: 'fixed', discountValue: 5 } };
}

async function makeVoucher(ctx: MatrixContext): Promise<{ id: string; code: string }> {
  const res = await ctx.admin.post('/v1/vouchers', voucherBody(ctx));
  if (res.status !== 201) throw new Error(`voucher answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; code: string };
}

export const PERMISSION_MATRIX: MatrixRow[] = [
  // Gateway and auth
  {
    method: 'GET',
    path: '/v1/health',
    rule: 'anyone',
    request: () => ({ path: '/v1/health' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/csrf-cookie',
    rule: 'anyone',
    request: () => ({ path: '/v1/csrf-cookie' }),
    expect: everyone(204),
  },
  {
    method: 'GET',
    path: '/v1/openapi.json',
    rule: 'anyone',
    request: () => ({ path: '/v1/openapi.json' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/asyncapi.json',
    rule: 'anyone',
    request: () => ({ path: '/v1/asyncapi.json' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/docs',
    rule: 'anyone',
    request: () => ({ path: '/v1/docs' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/docs/redoc.standalone.js',
    rule: 'anyone',
    request: () => ({ path: '/v1/docs/redoc.standalone.js' }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/v1/auth/login',
    rule: 'anyone',
    fresh: true,
    request: () => ({
      path: '/v1/auth/login',
      body: { email: 'booker@example.com', password: 'Password123' },
    }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/v1/auth/register',
    rule: 'anyone',
    fresh: true,
    request: (ctx) => {
      const n = ctx.make.unique();
      return {
        path: '/v1/auth/register',
        body: {
          email: `${n}@example.com`,
          username: n,
          password: 'Secret123',
          firstName: 'A',
          lastName: 'B',
        },
      };
    },
    expect: everyone(201),
  },
  {
    method: 'POST',
    path: '/v1/auth/register-using-otp',
    rule: 'anyone',
    request: (ctx) => ({
      path: '/v1/auth/register-using-otp',
      body: { email: `${ctx.make.unique()}@example.com` },
    }),
    expect: everyone(202),
  },
  {
    method: 'POST',
    path: '/v1/auth/login-using-otp',
    rule: 'anyone',
    request: (ctx) => ({
      path: '/v1/auth/login-using-otp',
      body: { email: `${ctx.make.unique()}@example.com` },
    }),
    expect: everyone(202),
  },
  {
    method: 'POST',
    path: '/v1/auth/login-using-token',
    rule: 'anyone',
    request: (ctx) => ({
      path: '/v1/auth/login-using-token',
      body: { email: `${ctx.make.unique()}@example.com` },
    }),
    expect: everyone(202),
  },
  {
    method: 'POST',
    path: '/v1/auth/verify-email-using-otp',
    rule: 'anyone (422 for a wrong code)',
    fresh: true,
    request: () => ({
      path: '/v1/auth/verify-email-using-otp',
      body: { email: 'booker@example.com', otp: '000000' },
    }),
    expect: everyone(422),
  },
  {
    method: 'POST',
    path: '/v1/auth/verify-token',
    rule: 'anyone (422 for a wrong token)',
    fresh: true,
    request: () => ({ path: '/v1/auth/verify-token', body: { token: 'not-a-real-token' } }),
    expect: everyone(422),
  },
  {
    method: 'GET',
    path: '/v1/auth/user',
    rule: 'signed in',
    request: () => ({ path: '/v1/auth/user' }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: '/v1/auth/logout',
    rule: 'anyone',
    fresh: true,
    request: () => ({ path: '/v1/auth/logout' }),
    expect: everyone(204),
  },
  {
    method: 'POST',
    path: '/v1/auth/logout-all',
    rule: 'signed in',
    fresh: true,
    request: () => ({ path: '/v1/auth/logout-all' }),
    expect: signedIn(204),
  },

  // Users (identity)
  {
    method: 'GET',
    path: '/v1/users',
    rule: 'users.view',
    request: () => ({ path: '/v1/users' }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/users',
    rule: 'users.create',
    request: (ctx) => {
      const n = ctx.make.unique();
      return {
        path: '/v1/users',
        body: { email: `${n}@example.com`, username: n, password: 'Secret123', profile: profile(ctx) },
      };
    },
    expect: only(201),
  },
  {
    method: 'GET',
    path: '/v1/users/{self}',
    rule: 'self',
    request: (ctx) => ({ path: `/v1/users/${ctx.selfId}` }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/users/{other}',
    rule: 'self or users.view',
    request: async (ctx) => ({ path: `/v1/users/${await ctx.make.user()}` }),
    expect: only(200),
  },
  {
    method: 'PATCH',
    path: '/v1/users/{self}',
    rule: 'self',
    request: (ctx) => ({
      path: `/v1/users/${ctx.selfId}`,
      body: { profile: { headline: 'Matrix headline' } },
    }),
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    path: '/v1/users/{self}',
    rule: 'self',
    request: (ctx) => ({
      path: `/v1/users/${ctx.selfId}`,
      body: { profile: { headline: 'Matrix headline' } },
    }),
    expect: signedIn(200),
  },
  {
    method: 'PATCH',
    path: '/v1/users/{self} (roles or status)',
    rule: 'never for oneself',
    request: (ctx) => ({
      path: `/v1/users/${ctx.selfId}`,
      body: { roles: ['super-admin', 'coach'], status: 'SUSPENDED' },
    }),
    expect: signedIn(403),
  },
  {
    method: 'PATCH',
    path: '/v1/users/{other}',
    rule: 'users.update',
    request: async (ctx) => ({
      path: `/v1/users/${await ctx.make.user()}`,
      body: { roles: ['coach'], status: 'SUSPENDED' },
    }),
    expect: only(200),
  },
  {
    method: 'PUT',
    path: '/v1/users/{other}',
    rule: 'users.update',
    request: async (ctx) => ({
      path: `/v1/users/${await ctx.make.user()}`,
      body: { profile: { headline: 'Set by admin' } },
    }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/users/{other}',
    rule: 'users.delete',
    request: async (ctx) => ({ path: `/v1/users/${await ctx.make.user()}` }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/users/{self}',
    rule: 'users.delete, never oneself (409)',
    request: (ctx) => ({ path: `/v1/users/${ctx.selfId}` }),
    expect: only(409),
  },
  {
    method: 'POST',
    path: '/v1/users/{id}/restore',
    rule: 'users.restore',
    request: async (ctx) => ({ path: `/v1/users/${await ctx.make.trashedUser()}/restore` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/users/{self}/onboarding',
    rule: 'self, while PENDING (409 after)',
    request: (ctx) => ({
      path: `/v1/users/${ctx.selfId}/onboarding`,
      body: { accountType: 'booker', profile: profile(ctx) },
    }),
    expect: signedIn(409),
  },
  {
    method: 'POST',
    path: '/v1/users/{other}/onboarding',
    rule: 'self only',
    request: async (ctx) => ({
      path: `/v1/users/${await ctx.make.user({ status: 'PENDING' })}/onboarding`,
      body: { accountType: 'booker', profile: profile(ctx) },
    }),
    expect: signedIn(403),
  },
  {
    method: 'POST',
    path: '/v1/users/{id}/coach-profile/approve',
    rule: 'users.update',
    request: async (ctx) => ({ path: `/v1/users/${await ctx.make.coachApplicant()}/coach-profile/approve` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/users/{id}/coach-profile/reject',
    rule: 'users.update',
    request: async (ctx) => ({
      path: `/v1/users/${await ctx.make.coachApplicant()}/coach-profile/reject`,
      body: { reason: 'Not yet' },
    }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/public/users',
    rule: 'anyone',
    request: () => ({ path: '/v1/public/users' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/public/users/{approved coach}',
    rule: 'anyone',
    request: (ctx) => ({ path: `/v1/public/users/${ctx.ids.coach}` }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/public/users/{booker}',
    rule: 'nobody: approved coaches only (404)',
    request: (ctx) => ({ path: `/v1/public/users/${ctx.ids.booker}` }),
    expect: everyone(404),
  },
  {
    method: 'GET',
    path: '/v1/public/users/{super-admin}',
    rule: 'nobody: approved coaches only (404)',
    request: (ctx) => ({ path: `/v1/public/users/${ctx.ids.admin}` }),
    expect: everyone(404),
  },
  {
    method: 'GET',
    path: '/v1/public/users/{approved coach username}',
    rule: 'anyone',
    request: () => ({ path: '/v1/public/users/coach' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/public/users/{booker username}',
    rule: 'nobody: approved coaches only (404)',
    request: () => ({ path: '/v1/public/users/booker' }),
    expect: everyone(404),
  },

  // A user's tenants (tenants service)
  {
    method: 'GET',
    path: '/v1/users/{self}/tenants',
    rule: 'self',
    request: (ctx) => ({ path: `/v1/users/${ctx.selfId}/tenants` }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/users/{other}/tenants',
    rule: 'self or users.view',
    request: (ctx) => ({
      path: `/v1/users/${ctx.ids.booker === ctx.selfId ? ctx.ids.coach : ctx.ids.booker}/tenants`,
    }),
    expect: only(200),
  },

  // Tenants (tenants service). Members' access is an object rule: members of any tenant role read
  // their tenant, its members and job postings; owners and admins write them; tenants.view reads and
  // tenants.update writes any tenant. A fresh tenant has only the admin (its creator) as a member.
  {
    method: 'GET',
    path: '/v1/tenants',
    rule: 'tenants.view',
    request: () => ({ path: '/v1/tenants' }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/tenants',
    rule: 'tenants.create',
    request: (ctx) => ({ path: '/v1/tenants', body: { name: `Tenant ${ctx.make.unique()}` } }),
    expect: only(201),
  },
  {
    method: 'GET',
    path: '/v1/tenants/{id}',
    rule: 'tenants.view or a member of it',
    request: async (ctx) => ({ path: `/v1/tenants/${(await ctx.make.tenant()).id}` }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/tenants/{own}',
    rule: 'tenants.view or a member of it',
    request: async (ctx) => {
      const t = await ctx.make.tenant(ctx.actor === 'admin' ? [] : [{ userId: ctx.selfId, role: 'member' }]);
      return { path: `/v1/tenants/${t.id}` };
    },
    expect: signedIn(200),
  },
  {
    method: 'PATCH',
    path: '/v1/tenants/{id}',
    rule: 'tenants.update',
    request: async (ctx) => ({ path: `/v1/tenants/${(await ctx.make.tenant()).id}`, body: { plan: 'pro' } }),
    expect: only(200),
  },
  {
    method: 'PUT',
    path: '/v1/tenants/{id}',
    rule: 'tenants.update',
    request: async (ctx) => ({ path: `/v1/tenants/${(await ctx.make.tenant()).id}`, body: { name: 'Renamed' } }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/tenants/{id}',
    rule: 'tenants.delete',
    request: async (ctx) => ({ path: `/v1/tenants/${(await ctx.make.tenant()).id}` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/tenants/{id}/restore',
    rule: 'tenants.restore',
    request: async (ctx) => ({ path: `/v1/tenants/${await ctx.make.trashedTenant()}/restore` }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/tenants/{id}/members',
    rule: 'a member of the tenant, or tenants.view',
    request: async (ctx) => ({ path: `/v1/tenants/${(await ctx.make.tenant()).id}/members` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/tenants/{id}/members',
    rule: 'owner or admin of the tenant, or tenants.update (an address without an account: 202)',
    request: async (ctx) => ({
      path: `/v1/tenants/${(await ctx.make.tenant()).id}/members`,
      body: { email: `${ctx.make.unique()}@example.com` },
    }),
    expect: only(202),
  },
  {
    method: 'PATCH',
    path: '/v1/tenants/{id}/members/{userId}',
    rule: 'owner or admin of the tenant, or tenants.update',
    request: async (ctx) => {
      const t = await ctx.make.tenant([{ userId: ctx.ids.booker, role: 'member' }]);
      return { path: `/v1/tenants/${t.id}/members/${ctx.ids.booker}`, body: { role: 'admin' } };
    },
    // The booker belongs to this tenant as a member: members read, they do not manage.
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/tenants/{id}/members/{userId}',
    rule: 'owner or admin of the tenant, or tenants.update (leaving oneself: any member)',
    request: async (ctx) => {
      const target = ctx.actor === 'booker' ? ctx.ids.coach : ctx.ids.booker;
      const t = await ctx.make.tenant([{ userId: target, role: 'member' }]);
      return { path: `/v1/tenants/${t.id}/members/${target}` };
    },
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/tenants/{id}/invitations',
    rule: 'a member of the tenant, or tenants.view',
    request: async (ctx) => ({ path: `/v1/tenants/${(await ctx.make.tenant()).id}/invitations` }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/tenants/{id}/invitations/{id}',
    rule: 'owner or admin of the tenant, or tenants.update',
    request: async (ctx) => {
      const t = await ctx.make.tenant();
      return { path: `/v1/tenants/${t.id}/invitations/${await ctx.make.tenantInvitation(t.id)}` };
    },
    expect: only(200),
  },

  // The current tenant (X-Tenant): a tenant the caller does not belong to, then one they are a member of.
  {
    method: 'GET',
    path: '/v1/t',
    rule: 'a member of the current tenant, or tenants.view',
    request: async (ctx) => ({ path: '/v1/t', headers: { 'X-Tenant': (await ctx.make.tenant()).slug } }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/t (own tenant)',
    rule: 'a member of the current tenant, or tenants.view',
    request: async (ctx) => {
      const t = await ctx.make.tenant(ctx.actor === 'admin' ? [] : [{ userId: ctx.selfId, role: 'member' }]);
      return { path: '/v1/t', headers: { 'X-Tenant': t.slug } };
    },
    expect: signedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/t/job-postings',
    rule: 'a member of the current tenant, or tenants.view',
    request: async (ctx) => ({
      path: '/v1/t/job-postings',
      headers: { 'X-Tenant': (await ctx.make.tenant()).slug },
    }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/t/job-postings (own tenant)',
    rule: 'a member of the current tenant, or tenants.view',
    request: async (ctx) => {
      const t = await ctx.make.tenant(ctx.actor === 'admin' ? [] : [{ userId: ctx.selfId, role: 'member' }]);
      return { path: '/v1/t/job-postings', headers: { 'X-Tenant': t.slug } };
    },
    expect: signedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/t/job-postings/{id}',
    rule: 'a member of the current tenant, or tenants.view',
    request: async (ctx) => {
      const t = await ctx.make.tenant();
      return { path: `/v1/t/job-postings/${await ctx.make.jobPosting(t.slug)}`, headers: { 'X-Tenant': t.slug } };
    },
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/t/job-postings',
    rule: 'owner or admin of the current tenant, or tenants.update',
    request: async (ctx) => ({
      path: '/v1/t/job-postings',
      headers: { 'X-Tenant': (await ctx.make.tenant()).slug },
      body: jobPostingBody(),
    }),
    expect: only(201),
  },
  {
    method: 'POST',
    path: '/v1/t/job-postings (own tenant, as a member)',
    rule: 'owner or admin of the current tenant, or tenants.update',
    request: async (ctx) => {
      const t = await ctx.make.tenant(ctx.actor === 'admin' ? [] : [{ userId: ctx.selfId, role: 'member' }]);
      return { path: '/v1/t/job-postings', headers: { 'X-Tenant': t.slug }, body: jobPostingBody() };
    },
    expect: { admin: 201, coach: 403, booker: 403, guest: 401 },
  },
  {
    method: 'PATCH',
    path: '/v1/t/job-postings/{id}',
    rule: 'owner or admin of the current tenant, or tenants.update',
    request: async (ctx) => {
      const t = await ctx.make.tenant();
      return {
        path: `/v1/t/job-postings/${await ctx.make.jobPosting(t.slug)}`,
        headers: { 'X-Tenant': t.slug },
        body: { status: 'PUBLISHED' },
      };
    },
    expect: only(200),
  },
  {
    method: 'PUT',
    path: '/v1/t/job-postings/{id}',
    rule: 'owner or admin of the current tenant, or tenants.update',
    request: async (ctx) => {
      const t = await ctx.make.tenant();
      return {
        path: `/v1/t/job-postings/${await ctx.make.jobPosting(t.slug)}`,
        headers: { 'X-Tenant': t.slug },
        body: { title: 'Renamed' },
      };
    },
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/t/job-postings/{id}',
    rule: 'owner or admin of the current tenant, or tenants.update',
    request: async (ctx) => {
      const t = await ctx.make.tenant();
      return { path: `/v1/t/job-postings/${await ctx.make.jobPosting(t.slug)}`, headers: { 'X-Tenant': t.slug } };
    },
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/t/job-postings/{id}/restore',
    rule: 'owner or admin of the current tenant, or tenants.update',
    request: async (ctx) => {
      const t = await ctx.make.tenant();
      return {
        path: `/v1/t/job-postings/${await ctx.make.jobPosting(t.slug, true)}/restore`,
        headers: { 'X-Tenant': t.slug },
      };
    },
    expect: only(200),
  },

  // Roles and permissions (identity)
  {
    method: 'GET',
    path: '/v1/roles',
    rule: 'roles.view',
    request: () => ({ path: '/v1/roles' }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/roles/{id}',
    rule: 'roles.view',
    request: async (ctx) => ({ path: `/v1/roles/${await ctx.make.role()}` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/roles',
    rule: 'roles.create',
    request: (ctx) => ({ path: '/v1/roles', body: { name: ctx.make.unique(), permissions: ['users.view'] } }),
    expect: only(201),
  },
  {
    method: 'PATCH',
    path: '/v1/roles/{id}',
    rule: 'roles.update',
    request: async (ctx) => ({
      path: `/v1/roles/${await ctx.make.role()}`,
      body: { description: 'Changed' },
    }),
    expect: only(200),
  },
  {
    method: 'PUT',
    path: '/v1/roles/{id}',
    rule: 'roles.update',
    request: async (ctx) => ({
      path: `/v1/roles/${await ctx.make.role()}`,
      body: { permissions: ['workshops.view'] },
    }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/roles/{id}',
    rule: 'roles.delete',
    request: async (ctx) => ({ path: `/v1/roles/${await ctx.make.role()}` }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/permissions',
    rule: 'permissions.view',
    request: () => ({ path: '/v1/permissions' }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/permissions/{id}',
    rule: 'permissions.view',
    request: async (ctx) => ({ path: `/v1/permissions/${await ctx.make.permission()}` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/permissions',
    rule: 'permissions.create',
    request: (ctx) => ({ path: '/v1/permissions', body: { name: `${ctx.make.unique()}.view` } }),
    expect: only(201),
  },
  {
    method: 'PATCH',
    path: '/v1/permissions/{id}',
    rule: 'permissions.update',
    request: async (ctx) => ({
      path: `/v1/permissions/${await ctx.make.permission()}`,
      body: { description: 'Changed' },
    }),
    expect: only(200),
  },
  {
    method: 'PUT',
    path: '/v1/permissions/{id}',
    rule: 'permissions.update',
    request: async (ctx) => ({
      path: `/v1/permissions/${await ctx.make.permission()}`,
      body: { description: 'Changed' },
    }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/permissions/{id}',
    rule: 'permissions.delete',
    request: async (ctx) => ({ path: `/v1/permissions/${await ctx.make.permission()}` }),
    expect: only(200),
  },

  // The schedule form's coach picker (workshops' coach read model)
  {
    method: 'GET',
    path: '/v1/workshop-schedules/coaches',
    rule: 'workshop-schedules.create/.update or workshops.create/.update',
    request: () => ({ path: '/v1/workshop-schedules/coaches' }),
    expect: only(200),
  },
  // Workshop templates (workshops)
  {
    method: 'GET',
    path: '/v1/workshop-templates',
    rule: 'workshop-templates.view',
    request: () => ({ path: '/v1/workshop-templates' }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'GET',
    path: '/v1/workshop-templates/{id}',
    rule: 'workshop-templates.view',
    request: async (ctx) => ({ path: `/v1/workshop-templates/${await ctx.make.template()}` }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'POST',
    path: '/v1/workshop-templates',
    rule: 'workshop-templates.create',
    request: (ctx) => ({
      path: '/v1/workshop-templates',
      body: { title: `Matrix ${ctx.make.unique()}`, price: 10 },
    }),
    expect: only(201),
  },
  {
    method: 'PATCH',
    path: '/v1/workshop-templates/{id}',
    rule: 'workshop-templates.update',
    request: async (ctx) => ({
      path: `/v1/workshop-templates/${await ctx.make.template()}`,
      body: { price: 20 },
    }),
    expect: only(200),
  },
  {
    method: 'PUT',
    path: '/v1/workshop-templates/{id}',
    rule: 'workshop-templates.update',
    request: async (ctx) => ({
      path: `/v1/workshop-templates/${await ctx.make.template()}`,
      body: { price: 30 },
    }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/workshop-templates/{id}',
    rule: 'workshop-templates.delete',
    request: async (ctx) => ({ path: `/v1/workshop-templates/${await ctx.make.template()}` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/workshop-templates/{id}/restore',
    rule: 'workshop-templates.restore',
    request: async (ctx) => ({ path: `/v1/workshop-templates/${await ctx.make.trashedTemplate()}/restore` }),
    expect: only(200),
  },

  // Workshops, schedules, resources, tags (workshops)
  {
    method: 'GET',
    path: '/v1/workshops',
    rule: 'workshops.view',
    request: () => ({ path: '/v1/workshops' }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'GET',
    path: '/v1/workshops/{id}',
    rule: 'workshops.view',
    request: async (ctx) => ({ path: `/v1/workshops/${await ctx.make.workshop()}` }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'POST',
    path: '/v1/workshops',
    rule: 'workshops.create',
    request: async (ctx) => ({
      path: '/v1/workshops',
      body: {
        workshopTemplateId: await ctx.make.template(),
        title: `Matrix ${ctx.make.unique()}`,
        price: 10,
        minSeats: 1,
        maxSeats: 5,
      },
    }),
    expect: only(201),
  },
  {
    method: 'PATCH',
    path: '/v1/workshops/{id}',
    rule: 'workshops.update',
    request: async (ctx) => ({ path: `/v1/workshops/${await ctx.make.workshop()}`, body: { price: 20 } }),
    expect: only(200),
  },
  {
    method: 'PUT',
    path: '/v1/workshops/{id}',
    rule: 'workshops.update',
    request: async (ctx) => ({ path: `/v1/workshops/${await ctx.make.workshop()}`, body: { price: 30 } }),
    expect: only(200),
  },
  {
    // A coach may not assign themselves to a workshop.
    method: 'PATCH',
    path: '/v1/workshops/{id} (coachIds)',
    rule: 'workshops.update',
    request: async (ctx) => ({
      path: `/v1/workshops/${await ctx.make.workshop()}`,
      body: { coachIds: [ctx.ids.coach] },
    }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/workshops/{id}',
    rule: 'workshops.delete',
    request: async (ctx) => ({ path: `/v1/workshops/${await ctx.make.workshop()}` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/workshops/{id}/restore',
    rule: 'workshops.restore',
    request: async (ctx) => ({ path: `/v1/workshops/${await ctx.make.trashedWorkshop()}/restore` }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/workshops/{id}/history',
    rule: 'workshops.update',
    request: async (ctx) => ({ path: `/v1/workshops/${await ctx.make.workshop()}/history` }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/tags',
    rule: 'workshops.view',
    request: () => ({ path: '/v1/tags' }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'GET',
    path: '/v1/workshops/{assigned}/resources',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => ({
      path: `/v1/workshops/${(await ctx.make.resource('taught')).workshopId}/resources`,
    }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'GET',
    path: '/v1/workshops/{unassigned}/resources',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => ({
      path: `/v1/workshops/${(await ctx.make.resource('untaught')).workshopId}/resources`,
    }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/workshops/{teaches, unassigned}/resources',
    rule: 'workshops.view + assigned to it (a schedule alone grants nothing)',
    request: async (ctx) => ({
      path: `/v1/workshops/${(await ctx.make.resource('unassigned')).workshopId}/resources`,
    }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/workshops/{assigned}/resources/{id}',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => {
      const r = await ctx.make.resource('taught');
      return { path: `/v1/workshops/${r.workshopId}/resources/${r.id}` };
    },
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'GET',
    path: '/v1/workshops/{unassigned}/resources/{id}',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => {
      const r = await ctx.make.resource('untaught');
      return { path: `/v1/workshops/${r.workshopId}/resources/${r.id}` };
    },
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/workshops/{id}/resources',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => ({
      path: `/v1/workshops/${(await ctx.make.resource('taught')).workshopId}/resources`,
      body: { title: 'Slides', type: 'link', url: 'https://example.com/slides' },
    }),
    expect: { admin: 201, coach: 201, booker: 403, guest: 401, otherCoach: 403 },
  },
  {
    method: 'PATCH',
    path: '/v1/workshops/{id}/resources/{id}',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => {
      const r = await ctx.make.resource('taught');
      return { path: `/v1/workshops/${r.workshopId}/resources/${r.id}`, body: { title: 'Renamed' } };
    },
    expect: { admin: 200, coach: 200, booker: 403, guest: 401, otherCoach: 403 },
  },
  {
    method: 'PUT',
    path: '/v1/workshops/{id}/resources/{id}',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => {
      const r = await ctx.make.resource('taught');
      return { path: `/v1/workshops/${r.workshopId}/resources/${r.id}`, body: { isVisible: false } };
    },
    expect: { admin: 200, coach: 200, booker: 403, guest: 401, otherCoach: 403 },
  },
  {
    method: 'DELETE',
    path: '/v1/workshops/{id}/resources/{id}',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => {
      const r = await ctx.make.resource('taught');
      return { path: `/v1/workshops/${r.workshopId}/resources/${r.id}` };
    },
    expect: { admin: 200, coach: 200, booker: 403, guest: 401, otherCoach: 403 },
  },
  {
    method: 'POST',
    path: '/v1/workshops/{id}/resources/{id}/restore',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => {
      const r = await ctx.make.trashedResource();
      return { path: `/v1/workshops/${r.workshopId}/resources/${r.id}/restore` };
    },
    expect: { admin: 200, coach: 200, booker: 403, guest: 401, otherCoach: 403 },
  },
  {
    method: 'POST',
    path: '/v1/workshops/{id}/resources/reorder',
    rule: 'workshops.view + assigned to it (or workshops.update)',
    request: async (ctx) => {
      const r = await ctx.make.resource('taught');
      return { path: `/v1/workshops/${r.workshopId}/resources/reorder`, body: { ids: [r.id] } };
    },
    expect: { admin: 200, coach: 200, booker: 403, guest: 401, otherCoach: 403 },
  },
  {
    method: 'GET',
    path: '/v1/workshop-schedules',
    rule: 'workshop-schedules.view',
    request: () => ({ path: '/v1/workshop-schedules' }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'GET',
    path: '/v1/workshop-schedules/{id}',
    rule: 'workshop-schedules.view',
    request: async (ctx) => ({ path: `/v1/workshop-schedules/${await ctx.make.schedule('other')}` }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'POST',
    path: '/v1/workshop-schedules (coachId = self, workshop assigned)',
    rule: 'workshop-schedules.create or .create-own on a workshop assigned to the caller',
    request: async (ctx) => ({
      path: '/v1/workshop-schedules',
      body: {
        ...scheduleBody(),
        workshopId: await ctx.make.workshop({ coachIds: [ctx.ids.coach] }),
        coachId: ctx.ids.coach,
      },
    }),
    expect: { admin: 201, coach: 201, booker: 403, guest: 401 },
  },
  {
    // The attack of issue 18: a coach scheduling themselves on someone else's (even DRAFT, PRIVATE) workshop.
    method: 'POST',
    path: '/v1/workshop-schedules (coachId = self, workshop not assigned)',
    rule: 'workshop-schedules.create (assigns the coach); .create-own: 422 on workshopId',
    request: async (ctx) => ({
      path: '/v1/workshop-schedules',
      body: {
        ...scheduleBody(),
        status: 'DRAFT',
        visibility: 'PRIVATE',
        workshopId: await ctx.make.workshop(),
        coachId: ctx.ids.coach,
      },
    }),
    expect: { admin: 201, coach: 422, booker: 403, guest: 401 },
  },
  {
    method: 'POST',
    path: '/v1/workshop-schedules (coachId = another coach)',
    rule: 'workshop-schedules.create or .create-own',
    request: async (ctx) => {
      const other = await ctx.make.schedule('other');
      const existing = await ctx.admin.get(`/v1/workshop-schedules/${other}`);
      return {
        path: '/v1/workshop-schedules',
        body: {
          ...scheduleBody(),
          workshopId: await ctx.make.workshop(),
          coachId: existing.body.data.coachId,
        },
      };
    },
    expect: only(201),
  },
  {
    method: 'PATCH',
    path: '/v1/workshop-schedules/{own}',
    rule: 'workshop-schedules.update or .update-own',
    request: async (ctx) => ({
      path: `/v1/workshop-schedules/${await ctx.make.schedule('own')}`,
      body: { country: 'DE' },
    }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'PUT',
    path: '/v1/workshop-schedules/{own}',
    rule: 'workshop-schedules.update or .update-own',
    request: async (ctx) => ({
      path: `/v1/workshop-schedules/${await ctx.make.schedule('own')}`,
      body: { country: 'FR' },
    }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'PATCH',
    path: '/v1/workshop-schedules/{own} (onto a workshop not assigned)',
    rule: 'workshop-schedules.update; .update-own only onto assigned workshops (422 on workshopId)',
    request: async (ctx) => ({
      path: `/v1/workshop-schedules/${await ctx.make.schedule('own')}`,
      body: { workshopId: await ctx.make.workshop() },
    }),
    expect: { admin: 200, coach: 422, booker: 403, guest: 401 },
  },
  {
    method: 'PATCH',
    path: '/v1/workshop-schedules/{other}',
    rule: 'workshop-schedules.update or .update-own',
    request: async (ctx) => ({
      path: `/v1/workshop-schedules/${await ctx.make.schedule('other')}`,
      body: { country: 'DE' },
    }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/workshop-schedules/{own}/cancel',
    rule: 'like update',
    request: async (ctx) => ({
      path: `/v1/workshop-schedules/${await ctx.make.schedule('own')}/cancel`,
      body: { reason: 'Venue closed' },
    }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401 },
  },
  {
    method: 'POST',
    path: '/v1/workshop-schedules/{other}/cancel',
    rule: 'like update',
    request: async (ctx) => ({
      path: `/v1/workshop-schedules/${await ctx.make.schedule('other')}/cancel`,
      body: { reason: 'Venue closed' },
    }),
    expect: only(200),
  },
  {
    method: 'DELETE',
    path: '/v1/workshop-schedules/{id}',
    rule: 'workshop-schedules.delete',
    request: async (ctx) => ({ path: `/v1/workshop-schedules/${await ctx.make.schedule('own')}` }),
    expect: only(200),
  },
  {
    method: 'POST',
    path: '/v1/workshop-schedules/{id}/restore',
    rule: 'workshop-schedules.restore',
    request: async (ctx) => ({ path: `/v1/workshop-schedules/${await ctx.make.trashedSchedule()}/restore` }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/public/workshop-schedules',
    rule: 'anyone',
    request: () => ({ path: '/v1/public/workshop-schedules' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/public/workshop-schedules/{public}',
    rule: 'anyone',
    request: async (ctx) => ({ path: `/v1/public/workshop-schedules/${await ctx.make.schedule('own')}` }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/public/workshop-schedules/{private}',
    rule: 'nobody (404)',
    request: async (ctx) => ({
      path: `/v1/public/workshop-schedules/${await ctx.make.schedule('own', { visibility: 'PRIVATE' })}`,
    }),
    expect: everyone(404),
  },
  {
    method: 'GET',
    path: '/v1/public/workshop-schedules/{public}/calendar.ics',
    rule: 'anyone',
    request: async (ctx) => ({
      path: `/v1/public/workshop-schedules/${await ctx.make.schedule('own')}/calendar.ics`,
    }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    path: '/v1/public/workshop-schedules/{private}/calendar.ics',
    rule: 'nobody (404)',
    request: async (ctx) => ({
      path: `/v1/public/workshop-schedules/${await ctx.make.schedule('own', { visibility: 'PRIVATE' })}/calendar.ics`,
    }),
    expect: everyone(404),
  },

  // Bookings, seats and invitations (bookings). bookings.* and booking-seats.* mark super-admins; the
  // booking's owner, the schedule's coach and the invited person act through object rules, and a
  // booking or seat someone has no tie to does not exist for them (404).
  {
    method: 'POST',
    path: '/v1/bookings',
    rule: 'signed in (for oneself; bookings.create for someone else)',
    request: async (ctx) => ({
      path: '/v1/bookings',
      body: { userId: ctx.selfId, workshopScheduleId: await ctx.make.bookableSchedule(), seats: 1, address: ADDRESS },
    }),
    expect: anyoneSignedIn(201),
  },
  {
    method: 'GET',
    path: '/v1/bookings',
    rule: 'signed in (own; coach: their schedules; bookings.view: all)',
    request: () => ({ path: '/v1/bookings' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/bookings/counts',
    rule: 'signed in (counted as their own list sees them)',
    request: async (ctx) => ({ path: `/v1/bookings/counts?workshopScheduleId=${await ctx.make.bookableSchedule()}` }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/bookings/last-address',
    rule: "signed in (one's own latest booking's address, or null)",
    request: async () => ({ path: '/v1/bookings/last-address' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/bookings/{id}',
    rule: 'owner, coach of the schedule, bookings.view',
    request: async (ctx) => ({ path: `/v1/bookings/${(await ctx.make.booking()).id}` }),
    expect: tied({ admin: 200, coach: 200, booker: 200 }),
  },
  {
    method: 'PATCH',
    path: '/v1/bookings/{id}',
    rule: 'owner: notes/address/meta; coach: coachNotes; bookings.update: all',
    request: async (ctx) => ({
      path: `/v1/bookings/${(await ctx.make.booking()).id}`,
      body: { notes: 'Late' },
    }),
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'POST',
    path: '/v1/bookings/{id}/cancel',
    rule: 'owner before the start, bookings.update any time',
    request: async (ctx) => ({
      path: `/v1/bookings/${(await ctx.make.booking({ free: false })).id}/cancel`,
      body: { reason: 'Plans changed' },
    }),
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'GET',
    path: '/v1/bookings/{id}/cancel-quote',
    rule: 'who may cancel: owner before the start, bookings.update any time',
    request: async (ctx) => ({ path: `/v1/bookings/${(await ctx.make.booking({ free: false })).id}/cancel-quote` }),
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'POST',
    path: '/v1/bookings/{id}/no-show',
    rule: 'coach of the schedule or bookings.update (409: not before the start)',
    request: async (ctx) => ({ path: `/v1/bookings/${(await ctx.make.booking()).id}/no-show` }),
    expect: tied({ admin: 409, coach: 409, booker: 403 }),
  },
  {
    method: 'DELETE',
    path: '/v1/bookings/{id}',
    rule: 'bookings.delete',
    request: async (ctx) => ({ path: `/v1/bookings/${(await ctx.make.booking()).id}` }),
    expect: staffOnly(200),
  },
  {
    method: 'POST',
    path: '/v1/bookings/{id}/restore',
    rule: 'bookings.restore',
    request: async (ctx) => ({ path: `/v1/bookings/${(await ctx.make.trashedBooking()).id}/restore` }),
    expect: staffOnly(200),
  },
  {
    method: 'GET',
    path: '/v1/booking-seats',
    rule: 'signed in (own bookings, attendees of own schedules, own seat; booking-seats.view: all)',
    request: () => ({ path: '/v1/booking-seats' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/booking-seats/{id}',
    rule: 'owner, coach of the schedule (attending bookings), the person on it, booking-seats.view',
    request: async (ctx) => ({ path: `/v1/booking-seats/${(await ctx.make.booking()).seatIds[0]}` }),
    expect: tied({ admin: 200, coach: 200, booker: 200 }),
  },
  {
    method: 'POST',
    path: '/v1/booking-seats',
    rule: "owner or booking-seats.create (the booking's first open seat)",
    request: async (ctx) => ({
      path: '/v1/booking-seats',
      body: {
        bookingId: (await ctx.make.booking({ seats: 2 })).id,
        email: `${ctx.make.unique()}@example.com`,
      },
    }),
    expect: tied({ admin: 201, coach: 403, booker: 201 }),
  },
  {
    method: 'PATCH',
    path: '/v1/booking-seats/{id}',
    rule: 'coach of the schedule or booking-seats.update: attendance; owner: meta',
    request: async (ctx) => ({
      path: `/v1/booking-seats/${(await ctx.make.booking()).seatIds[0]}`,
      body: { attended: true },
    }),
    expect: tied({ admin: 200, coach: 200, booker: 403 }),
  },
  {
    method: 'POST',
    path: '/v1/booking-seats/{id}/send-invitation',
    rule: 'owner or booking-seats.update',
    request: async (ctx) => ({
      path: `/v1/booking-seats/${(await ctx.make.booking({ seats: 2 })).seatIds[1]}/send-invitation`,
      body: { email: `${ctx.make.unique()}@example.com` },
    }),
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'POST',
    path: '/v1/booking-seats/{id}/revoke',
    rule: 'owner or booking-seats.update',
    request: async (ctx) => {
      const seat = (await ctx.make.booking({ seats: 2 })).seatIds[1]!;
      await ctx.admin.post(`/v1/booking-seats/${seat}/send-invitation`, {
        email: `${ctx.make.unique()}@example.com`,
      });
      return { path: `/v1/booking-seats/${seat}/revoke` };
    },
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'GET',
    path: '/v1/booking-seats/{id}/cancel-quote',
    rule: 'who may give the seat back: owner or accepted holder before the start, booking-seats.update',
    request: async (ctx) => ({
      path: `/v1/booking-seats/${(await ctx.make.booking({ seats: 2 })).seatIds[1]}/cancel-quote`,
    }),
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'POST',
    path: '/v1/booking-seats/{id}/cancel',
    rule: 'owner or the seat’s accepted holder before the start, booking-seats.update any time',
    request: async (ctx) => ({
      path: `/v1/booking-seats/${(await ctx.make.booking({ seats: 2 })).seatIds[1]}/cancel`,
    }),
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'DELETE',
    path: '/v1/booking-seats/{id}',
    rule: 'booking-seats.delete',
    request: async (ctx) => ({ path: `/v1/booking-seats/${(await ctx.make.booking()).seatIds[0]}` }),
    expect: staffOnly(200),
  },
  {
    method: 'POST',
    path: '/v1/booking-seats/{id}/restore',
    rule: 'booking-seats.restore',
    request: async (ctx) => {
      const seat = (await ctx.make.booking()).seatIds[0]!;
      await ctx.admin.delete(`/v1/booking-seats/${seat}`);
      return { path: `/v1/booking-seats/${seat}/restore` };
    },
    expect: staffOnly(200),
  },
  {
    method: 'GET',
    path: '/v1/booking-seats/attendees.csv',
    rule: 'coach of the schedule or booking-seats.view',
    request: async (ctx) => ({
      path: `/v1/booking-seats/attendees.csv?workshopScheduleId=${(await ctx.make.booking()).scheduleId}`,
    }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401, otherBooker: 403, otherCoach: 403 },
  },
  {
    method: 'GET',
    path: '/v1/invitations/{token}',
    rule: 'anyone holding the link',
    request: async (ctx) => ({
      path: `/v1/invitations/${(await ctx.make.invitation({ email: `${ctx.make.unique()}@example.com` })).token}`,
    }),
    expect: { ...everyone(200), otherBooker: 200, otherCoach: 200 },
  },
  {
    method: 'POST',
    path: '/v1/invitations/accept',
    rule: 'the invited person',
    request: async (ctx) => ({
      path: '/v1/invitations/accept',
      body: { invitation_token: (await ctx.make.invitation({ userId: ctx.selfId })).token },
    }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'POST',
    path: '/v1/invitations/accept (someone else’s)',
    rule: 'nobody else (403)',
    request: async (ctx) => ({
      path: '/v1/invitations/accept',
      body: { invitation_token: (await ctx.make.invitation({ userId: await ctx.make.user() })).token },
    }),
    expect: anyoneSignedIn(403),
  },
  {
    method: 'POST',
    path: '/v1/invitations/decline',
    rule: 'the invited person',
    request: async (ctx) => ({
      path: '/v1/invitations/decline',
      body: { invitation_token: (await ctx.make.invitation({ userId: ctx.selfId })).token },
    }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/invitations',
    rule: "signed in (one's own pending invitations)",
    request: () => ({ path: '/v1/invitations' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'POST',
    path: '/v1/invitations/{seatId}/accept',
    rule: 'the invited person (by account or verified address)',
    request: async (ctx) => ({
      path: `/v1/invitations/${(await ctx.make.invitation({ userId: ctx.selfId })).seatId}/accept`,
    }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'POST',
    path: '/v1/invitations/{seatId}/accept (someone else’s)',
    rule: 'nobody else (403)',
    request: async (ctx) => ({
      path: `/v1/invitations/${(await ctx.make.invitation({ userId: await ctx.make.user() })).seatId}/accept`,
    }),
    expect: anyoneSignedIn(403),
  },
  {
    method: 'POST',
    path: '/v1/invitations/{seatId}/decline',
    rule: 'the invited person (by account or verified address)',
    request: async (ctx) => ({
      path: `/v1/invitations/${(await ctx.make.invitation({ userId: ctx.selfId })).seatId}/decline`,
    }),
    expect: anyoneSignedIn(200),
  },

  // Files (identity)
  {
    method: 'POST',
    path: '/v1/files/upload-temp',
    rule: 'signed in (a JSON body has no file: 422)',
    request: () => ({ path: '/v1/files/upload-temp', body: { file: 'not a file' } }),
    expect: signedIn(422),
  },
  {
    method: 'POST',
    path: '/v1/files/upload-temp?purpose=resource',
    rule: 'workshops.view (coaches), workshops.create/update or workshop-templates.create/update (a JSON body has no file: 422)',
    request: () => ({ path: '/v1/files/upload-temp?purpose=resource', body: { file: 'not a file' } }),
    expect: { admin: 422, coach: 422, booker: 403, guest: 401 },
  },

  // Payments, vouchers and invoices (bookings). vouchers.* marks super-admins; a booking's money is its
  // owner's and super-admins' (the schedule's coach sees the booking, not its payments); the sandbox's
  // card form and the processor's key are public; the webhook proves itself with Stripe's signature.
  {
    method: 'GET',
    path: '/v1/public/payments/stripe-key',
    rule: 'public',
    request: () => ({ path: '/v1/public/payments/stripe-key' }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/v1/public/payments/sandbox/payment-methods',
    rule: "public (the sandbox card form; the card is nobody's until saved)",
    request: () => ({ path: '/v1/public/payments/sandbox/payment-methods', body: SANDBOX_CARD }),
    expect: everyone(201),
  },
  {
    method: 'POST',
    path: '/v1/public/payments/sandbox/payment-intents/{id}/confirm',
    rule: "public; the intent's client secret is the proof (404 without it)",
    request: () => ({
      path: `/v1/public/payments/sandbox/payment-intents/pi_sbx_${'0'.repeat(24)}/confirm`,
      body: { clientSecret: 'pi_sbx_secret_nope', paymentMethodId: 'pm_sbx_nope' },
    }),
    expect: everyone(404),
  },
  {
    method: 'POST',
    path: '/v1/public/payments/sandbox/payment-intents/{id}/approve',
    rule: "public; the intent's client secret is the proof (404 without it)",
    request: () => ({
      path: `/v1/public/payments/sandbox/payment-intents/pi_sbx_${'0'.repeat(24)}/approve`,
      body: { clientSecret: 'pi_sbx_secret_nope' },
    }),
    expect: everyone(404),
  },
  {
    method: 'POST',
    path: '/v1/public/payments/sandbox/payment-intents/{id}/refuse',
    rule: "public; the intent's client secret is the proof (404 without it)",
    request: () => ({
      path: `/v1/public/payments/sandbox/payment-intents/pi_sbx_${'0'.repeat(24)}/refuse`,
      body: { clientSecret: 'pi_sbx_secret_nope' },
    }),
    expect: everyone(404),
  },
  {
    method: 'POST',
    path: '/v1/payments/webhooks/stripe',
    rule: "Stripe's signature over the raw body (none here: 400; no CSRF token needed)",
    request: () => ({
      path: '/v1/payments/webhooks/stripe',
      body: { id: 'evt_forged', type: 'payment_intent.succeeded' },
    }),
    expect: everyone(400),
  },
  {
    method: 'GET',
    path: '/v1/payments/payment-methods',
    rule: 'signed in (own cards only)',
    request: () => ({ path: '/v1/payments/payment-methods' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'POST',
    path: '/v1/payments/payment-methods',
    rule: "signed in (saved to the caller's own processor customer)",
    request: async (ctx) => ({
      path: '/v1/payments/payment-methods',
      body: { paymentMethodId: await sandboxCard(ctx) },
    }),
    expect: anyoneSignedIn(201),
  },
  {
    method: 'POST',
    path: '/v1/payments/payment-methods/setup-intent',
    rule: "signed in (a setup of the caller's own customer); the sandbox has no setup step: 409",
    request: () => ({ path: '/v1/payments/payment-methods/setup-intent', body: {} }),
    expect: anyoneSignedIn(409),
  },
  {
    method: 'PUT',
    path: '/v1/payments/payment-methods/default',
    rule: "signed in, own cards (someone else's card: 422)",
    request: async (ctx) => ({
      path: '/v1/payments/payment-methods/default',
      body: { paymentMethodId: await sandboxCard(ctx) },
    }),
    expect: anyoneSignedIn(422),
  },
  {
    method: 'DELETE',
    path: '/v1/payments/payment-methods/{id}',
    rule: "signed in, own cards (someone else's card does not exist: 404)",
    request: async (ctx) => ({ path: `/v1/payments/payment-methods/${await sandboxCard(ctx)}` }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'POST',
    path: '/v1/payments/bookings/{id}/payment-intent',
    rule: "the booking's owner (PENDING, hold running)",
    request: async (ctx) => ({
      path: `/v1/payments/bookings/${(await ctx.make.booking({ free: false })).id}/payment-intent`,
    }),
    expect: tied({ admin: 404, coach: 404, booker: 200 }),
  },
  {
    method: 'POST',
    path: '/v1/payments/bookings/{id}/finalize',
    rule: 'owner or bookings.update (409 until the processor says it succeeded)',
    request: async (ctx) => {
      const id = (await ctx.make.booking({ free: false })).id;
      return { path: `/v1/payments/bookings/${id}/finalize`, body: { paymentIntentId: 'pi_sbx_unknown' } };
    },
    expect: tied({ admin: 422, coach: 403, booker: 422 }),
  },
  // Guest checkout: public (the gateway finds or makes the address's account; a signed-in caller's
  // session is not used); its checkout token opens that booking's payment only, whoever sends it.
  {
    method: 'POST',
    path: '/v1/public/payments/payment-intent',
    rule: 'public (books for the address given, never for the session)',
    request: async (ctx) => ({
      path: '/v1/public/payments/payment-intent',
      body: await guestCheckoutBody(ctx),
    }),
    expect: everyone(201),
  },
  {
    method: 'POST',
    path: '/v1/payments/bookings/{id}/payment-intent (X-Checkout-Token)',
    rule: "the checkout token of this booking's guest checkout, whoever sends it",
    request: async (ctx) => {
      const made = await ctx.admin.post('/v1/public/payments/payment-intent', await guestCheckoutBody(ctx));
      return {
        path: `/v1/payments/bookings/${made.body.data.bookingId}/payment-intent`,
        headers: { 'X-Checkout-Token': made.body.data.checkoutToken },
      };
    },
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/v1/payments/bookings/{id}/finalize (X-Checkout-Token of another booking)',
    rule: "another booking's checkout token finds nothing (404), even for the owner",
    request: async (ctx) => {
      const made = await ctx.admin.post('/v1/public/payments/payment-intent', await guestCheckoutBody(ctx));
      const id = (await ctx.make.booking({ free: false })).id;
      return {
        path: `/v1/payments/bookings/${id}/finalize`,
        body: { paymentIntentId: 'pi_sbx_unknown' },
        headers: { 'X-Checkout-Token': made.body.data.checkoutToken },
      };
    },
    expect: { ...everyone(404), otherBooker: 404, otherCoach: 404 },
  },
  {
    method: 'GET',
    path: '/v1/payments/bookings/{id}',
    rule: 'owner or bookings.view (the coach: 403)',
    request: async (ctx) => ({
      path: `/v1/payments/bookings/${(await ctx.make.booking({ free: false })).id}`,
    }),
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'GET',
    path: '/v1/payments/bookings/{id}/invoice',
    rule: 'owner or bookings.view (404 until paid; the coach: 403)',
    request: async (ctx) => ({
      path: `/v1/payments/bookings/${(await ctx.make.booking({ free: false })).id}/invoice`,
    }),
    expect: tied({ admin: 404, coach: 403, booker: 404 }),
  },
  {
    method: 'POST',
    path: '/v1/payments/bookings/{id}/refunds',
    rule: 'bookings.update (409 while nothing was paid)',
    request: async (ctx) => ({
      path: `/v1/payments/bookings/${(await ctx.make.booking({ free: false })).id}/refunds`,
      body: { amount: 1 },
    }),
    expect: tied({ admin: 409, coach: 403, booker: 403 }),
  },
  {
    method: 'GET',
    path: '/v1/payments/invoices',
    rule: 'signed in (own documents; bookings.view: all)',
    request: () => ({ path: '/v1/payments/invoices' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/payments/invoices/{id}',
    rule: "the document's booker or bookings.view (anyone else: 404)",
    request: () => ({ path: '/v1/payments/invoices/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }),
    expect: anyoneSignedIn(404),
  },
  // Dashboard and payouts (bookings): super-admins see the platform and every payout, coaches their
  // own schedules' figures and their own payouts; moving a payout is bookings.update's. No payout exists
  // here, so the object routes answer 404 to everyone signed in (bookings' own tests cover the rest).
  {
    method: 'GET',
    path: '/v1/dashboard/metrics',
    rule: 'dashboard.view (platform); coach role (own schedules)',
    request: () => ({ path: '/v1/dashboard/metrics' }),
    expect: { ...only(200), coach: 200, otherBooker: 403, otherCoach: 200 },
  },
  {
    method: 'GET',
    path: '/v1/payouts',
    rule: 'bookings.view (all); coach role (own)',
    request: () => ({ path: '/v1/payouts' }),
    expect: { ...only(200), coach: 200, otherBooker: 403, otherCoach: 200 },
  },
  {
    method: 'GET',
    path: '/v1/payouts/export.csv',
    rule: 'bookings.view (all); coach role (own)',
    request: () => ({ path: '/v1/payouts/export.csv' }),
    expect: { ...only(200), coach: 200, otherBooker: 403, otherCoach: 200 },
  },
  {
    method: 'GET',
    path: '/v1/payouts/{id}',
    rule: "the payout's coach or bookings.view (anyone else: 404)",
    request: () => ({ path: `/v1/payouts/${NO_PAYOUT}` }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'GET',
    path: '/v1/payouts/{id}/statement',
    rule: "the payout's coach or bookings.view (anyone else: 404)",
    request: () => ({ path: `/v1/payouts/${NO_PAYOUT}/statement` }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'POST',
    path: '/v1/payouts/{id}/mark-paid',
    rule: 'bookings.update (the coach: 403; anyone else: 404)',
    request: () => ({ path: `/v1/payouts/${NO_PAYOUT}/mark-paid`, body: { reference: 'TRF-1' } }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'POST',
    path: '/v1/payouts/{id}/hold',
    rule: 'bookings.update (the coach: 403; anyone else: 404)',
    request: () => ({ path: `/v1/payouts/${NO_PAYOUT}/hold`, body: { reason: 'Bank details missing' } }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'POST',
    path: '/v1/payouts/{id}/release',
    rule: 'bookings.update (the coach: 403; anyone else: 404)',
    request: () => ({ path: `/v1/payouts/${NO_PAYOUT}/release` }),
    expect: anyoneSignedIn(404),
  },
  // The audit log (bookings' entries for now): read by super-admins only; no route writes to it.
  {
    method: 'GET',
    path: '/v1/audit-log',
    rule: 'audit-log.view',
    request: () => ({ path: '/v1/audit-log' }),
    expect: only(200),
  },
  {
    method: 'GET',
    path: '/v1/audit-log/export.csv',
    rule: 'audit-log.view',
    request: () => ({ path: '/v1/audit-log/export.csv' }),
    expect: only(200),
  },
  // Moves and transfers (issue 27 item 3): the booker's own booking (super-admins with bookings.update);
  // the schedule's coach may see it but not move it; anyone else is not told it exists.
  {
    method: 'GET',
    path: '/v1/bookings/{id}/move-options',
    rule: 'owner within the full-refund window, bookings.update',
    request: async (ctx) => ({ path: `/v1/bookings/${(await ctx.make.booking({ free: false })).id}/move-options` }),
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'GET',
    path: '/v1/bookings/{id}/move-quote',
    rule: 'owner within the full-refund window, bookings.update (another workshop\'s date: 422)',
    request: async (ctx) => ({
      path: `/v1/bookings/${(await ctx.make.booking({ free: false })).id}/move-quote?workshopScheduleId=${await ctx.make.bookableSchedule(false)}`,
    }),
    expect: tied({ admin: 422, coach: 403, booker: 422 }),
  },
  {
    method: 'POST',
    path: '/v1/bookings/{id}/move',
    rule: 'owner within the full-refund window, bookings.update (another workshop\'s date: 422)',
    request: async (ctx) => ({
      path: `/v1/bookings/${(await ctx.make.booking({ free: false })).id}/move`,
      body: { workshopScheduleId: await ctx.make.bookableSchedule(false) },
    }),
    expect: tied({ admin: 422, coach: 403, booker: 422 }),
  },
  {
    method: 'POST',
    path: '/v1/booking-seats/{id}/transfer',
    rule: 'the person on the seat, the booker for their own or an open seat, booking-seats.update',
    request: async (ctx) => {
      const b = await ctx.make.booking({ free: true, seats: 2 });
      return {
        path: `/v1/booking-seats/${b.seatIds[1]}/transfer`,
        body: { email: `handed-${ctx.make.unique()}@example.com` },
      };
    },
    expect: tied({ admin: 200, coach: 403, booker: 200 }),
  },
  {
    method: 'GET',
    path: '/v1/bookings/schedule-refunds/{token}',
    rule: "the mail's token",
    request: () => ({ path: `/v1/bookings/schedule-refunds/${NO_TOKEN}` }),
    expect: { ...everyone(404), otherBooker: 404, otherCoach: 404 },
  },
  // Tickets and check-in (issue 27 item 4).
  {
    method: 'GET',
    path: '/v1/booking-seats/{id}/ticket',
    rule: 'the booker (every seat), the person on a seat (theirs)',
    request: async (ctx) => ({ path: `/v1/booking-seats/${(await ctx.make.booking({ free: true })).seatIds[0]}/ticket` }),
    expect: tied({ admin: 200, coach: 404, booker: 200 }),
  },
  {
    method: 'GET',
    path: '/v1/booking-seats/{id}/ticket.pdf',
    rule: 'the booker (every seat), the person on a seat (theirs)',
    request: async (ctx) => ({ path: `/v1/booking-seats/${(await ctx.make.booking({ free: true })).seatIds[0]}/ticket.pdf` }),
    expect: tied({ admin: 200, coach: 404, booker: 200 }),
  },
  {
    method: 'GET',
    path: '/v1/check-ins/{workshopScheduleId}',
    rule: "the schedule's coach, super-admins",
    request: async (ctx) => ({ path: `/v1/check-ins/${await ctx.make.bookableSchedule(true)}` }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401, otherBooker: 403, otherCoach: 403 },
  },
  // The waitlist (issue 27 item 1): joined by anyone signed in (a schedule with seats left: 422), listed
  // and offered from by the schedule's coach or bookings.view; the mails' links need only their token.
  {
    method: 'GET',
    path: '/v1/waitlist',
    rule: "the schedule's coach, bookings.view",
    request: async (ctx) => ({ path: `/v1/waitlist?workshopScheduleId=${await ctx.make.bookableSchedule(false)}` }),
    expect: { admin: 200, coach: 200, booker: 403, guest: 401, otherBooker: 403, otherCoach: 403 },
  },
  {
    method: 'GET',
    path: '/v1/waitlist/mine',
    rule: 'signed in (own entries)',
    request: () => ({ path: '/v1/waitlist/mine' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'POST',
    path: '/v1/waitlist',
    rule: 'signed in (a schedule with seats left: 422)',
    request: async (ctx) => ({
      path: '/v1/waitlist',
      body: { workshopScheduleId: await ctx.make.bookableSchedule(false), seats: 1 },
    }),
    expect: anyoneSignedIn(422),
  },
  {
    method: 'POST',
    path: '/v1/waitlist/{id}/leave',
    rule: "the entry's person",
    request: () => ({ path: `/v1/waitlist/${NO_ENTRY}/leave` }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'POST',
    path: '/v1/waitlist/{id}/offer',
    rule: "the schedule's coach, bookings.view",
    request: () => ({ path: `/v1/waitlist/${NO_ENTRY}/offer` }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'GET',
    path: '/v1/public/waitlist/link',
    rule: "the mail's token",
    request: () => ({ path: `/v1/public/waitlist/link?token=${NO_TOKEN}` }),
    expect: { ...everyone(404), otherBooker: 404, otherCoach: 404 },
  },
  {
    method: 'POST',
    path: '/v1/public/waitlist/leave',
    rule: "the mail's token",
    request: () => ({ path: '/v1/public/waitlist/leave', body: { token: NO_TOKEN } }),
    expect: { ...everyone(404), otherBooker: 404, otherCoach: 404 },
  },
  {
    method: 'POST',
    path: '/v1/public/waitlist/decline',
    rule: "the mail's token",
    request: () => ({ path: '/v1/public/waitlist/decline', body: { token: NO_TOKEN } }),
    expect: { ...everyone(404), otherBooker: 404, otherCoach: 404 },
  },
  // Reviews (issue 28 item 1): rows scoped per caller; writing one needs a seat on an ended session.
  {
    method: 'GET',
    path: '/v1/reviews',
    rule: 'signed in (own, coached sessions\' visible ones; all with reviews.moderate)',
    request: () => ({ path: '/v1/reviews' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'GET',
    path: '/v1/reviews/reviewable',
    rule: 'signed in (own attended sessions)',
    request: () => ({ path: '/v1/reviews/reviewable' }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'POST',
    path: '/v1/reviews',
    rule: 'attended the session (nobody attended a session still to come: 403)',
    request: async (ctx) => ({
      path: '/v1/reviews',
      body: { workshopScheduleId: await ctx.make.bookableSchedule(true), rating: 5 },
    }),
    expect: anyoneSignedIn(403),
  },
  {
    method: 'GET',
    path: '/v1/reviews/{id}',
    rule: 'author, coach of the session, reviews.moderate (else 404)',
    request: () => ({ path: `/v1/reviews/${NO_REVIEW}` }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'POST',
    path: '/v1/reviews/{id}/reply',
    rule: 'the coach of the session',
    request: () => ({ path: `/v1/reviews/${NO_REVIEW}/reply`, body: { body: 'Thank you!' } }),
    expect: anyoneSignedIn(404),
  },
  {
    method: 'POST',
    path: '/v1/reviews/{id}/hide',
    rule: 'reviews.moderate',
    request: () => ({ path: `/v1/reviews/${NO_REVIEW}/hide`, body: { reason: 'Off topic' } }),
    expect: staffOnly(404),
  },
  {
    method: 'GET',
    path: '/v1/vouchers',
    rule: 'vouchers.viewAny',
    request: () => ({ path: '/v1/vouchers' }),
    expect: staffOnly(200),
  },
  {
    method: 'POST',
    path: '/v1/vouchers',
    rule: 'vouchers.create',
    request: (ctx) => ({ path: '/v1/vouchers', body: voucherBody(ctx) }),
    expect: staffOnly(201),
  },
  {
    method: 'GET',
    path: '/v1/vouchers/{id}',
    rule: 'vouchers.view',
    request: async (ctx) => ({ path: `/v1/vouchers/${(await makeVoucher(ctx)).id}` }),
    expect: staffOnly(200),
  },
  {
    method: 'PATCH',
    path: '/v1/vouchers/{id}',
    rule: 'vouchers.update',
    request: async (ctx) => ({
      path: `/v1/vouchers/${(await makeVoucher(ctx)).id}`,
      body: { expiresAt: '2031-12-31' },
    }),
    expect: staffOnly(200),
  },
  {
    method: 'PUT',
    path: '/v1/vouchers/{id}',
    rule: 'vouchers.update',
    request: async (ctx) => ({ path: `/v1/vouchers/${(await makeVoucher(ctx)).id}`, body: voucherBody(ctx) }),
    expect: staffOnly(200),
  },
  {
    method: 'DELETE',
    path: '/v1/vouchers/{id}',
    rule: 'vouchers.delete (409 while a live booking uses it)',
    request: async (ctx) => ({ path: `/v1/vouchers/${(await makeVoucher(ctx)).id}` }),
    expect: staffOnly(200),
  },
  {
    method: 'GET',
    path: '/v1/vouchers/{id}/redemptions',
    rule: 'vouchers.view',
    request: async (ctx) => ({ path: `/v1/vouchers/${(await makeVoucher(ctx)).id}/redemptions` }),
    expect: staffOnly(200),
  },
  {
    method: 'GET',
    path: '/v1/vouchers/verify/{code}',
    rule: 'signed in',
    request: async (ctx) => ({
      path: `/v1/vouchers/verify/${(await makeVoucher(ctx)).code}?workshopScheduleId=${await ctx.make.bookableSchedule()}&seats=1`,
    }),
    expect: anyoneSignedIn(200),
  },
  {
    method: 'POST',
    path: '/v1/vouchers/{id}/redeem',
    rule: "signed in, on one's own held booking (anyone else's: 422 on bookingId)",
    request: async (ctx) => ({
      path: `/v1/vouchers/${(await makeVoucher(ctx)).id}/redeem`,
      body: { bookingId: (await ctx.make.booking({ free: false })).id },
    }),
    expect: { ...signedIn(422), booker: 200, otherBooker: 422, otherCoach: 422 },
  },
];

/**
 * The lists with CSV and XLSX exports (issue 28 item 4). An export mounts its list's own guards and
 * loader, so each answers every caller as its list does: its rows are the list's rows with
 * `/export.csv` or `/export.xlsx` after the path (a variant's name, '(own tenant)', stays last).
 */
const EXPORTED_LISTS = new Set([
  '/v1/users',
  '/v1/roles',
  '/v1/permissions',
  '/v1/tenants',
  '/v1/t/job-postings',
  '/v1/workshop-templates',
  '/v1/workshops',
  '/v1/workshop-schedules',
  '/v1/bookings',
  '/v1/booking-seats',
  '/v1/vouchers',
  '/v1/payments/invoices',
  '/v1/payouts',
  '/v1/audit-log',
  '/v1/waitlist',
]);
const exportPath = (path: string, format: string) =>
  path.replace(/^([^ ?]*)/, (base) => `${base}/export.${format}`);
const exportedRows = PERMISSION_MATRIX.filter(
  (row) => row.method === 'GET' && EXPORTED_LISTS.has(row.path.replace(/ \(.*\)$/, '')),
);
const written = new Set(PERMISSION_MATRIX.map((row) => `${row.method} ${row.path}`));
PERMISSION_MATRIX.push(
  ...exportedRows
    .flatMap((row) =>
      ['csv', 'xlsx'].map(
        (format): MatrixRow => ({
          ...row,
          path: exportPath(row.path, format),
          request: async (ctx) => {
            const r = await row.request(ctx);
            return { ...r, path: exportPath(r.path, format) };
          },
        }),
      ),
    )
    // The payouts' and the audit log's CSV have rows of their own above.
    .filter((row) => !written.has(`${row.method} ${row.path}`)),
);

/** A valid job posting body (five enabled interview questions). */
export function jobPostingBody(): Record<string, unknown> {
  return {
    title: 'Matrix Coach',
    description: 'Coach team leads through their first year with weekly sessions, group clinics and a written plan. '.repeat(2),
    companyName: 'Matrix Co',
    location: 'Remote',
    interviewQuestions: Array.from({ length: 5 }, (_, i) => ({ title: `Question ${i + 1}?`, order: i + 1 })),
  };
}

/** A valid schedule body a week ahead, published and public. */
export function scheduleBody(): Record<string, unknown> {
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  return {
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
    timezone: 'Europe/Berlin',
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    mode: 'ONLINE',
  };
}
