// How the gateway asks identity about sign-in and sessions: a direct call in embedded mode, the
// identity service's internal HTTP routes in distributed mode. Both answer the same way.
import type {
  LoginInput,
  LoginUsingOtpInput,
  LoginUsingTokenInput,
  RegisterInput,
  RegisterUsingOtpInput,
  VerifyEmailUsingOtpInput,
  VerifyTokenInput,
  Language,
} from '@coachwork/contracts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  GUEST,
  INTERNAL_TOKEN_HEADER,
  NotFoundError,
  ServiceUnavailableError,
  signInternalToken,
  TooManyRequestsError,
  traceHeaders,
  UnauthenticatedError,
  ValidationError,
} from '@coachwork/service-kit';
import type {
  GuestAccount,
  GuestAccountInput,
  IdentityHandle,
  ProviderIdentity,
  SessionMeta,
  SessionView,
  SignedIn,
} from '@coachwork/service-identity';

export interface IdentityClient {
  login(input: LoginInput, meta: SessionMeta): Promise<SignedIn>;
  register(input: RegisterInput, meta: SessionMeta): Promise<SignedIn>;
  /** Creates a PENDING user and mails a code; the session starts at verifyOtp. */
  registerUsingOtp(input: RegisterUsingOtpInput & { language?: Language }): Promise<{ email: string }>;
  /** Mails a code when the address is known; says nothing either way. */
  requestOtp(input: LoginUsingOtpInput): Promise<void>;
  verifyOtp(input: VerifyEmailUsingOtpInput, meta: SessionMeta): Promise<SignedIn>;
  /** Mails a one-time sign-in link when the address is known; says nothing either way. */
  requestSignInLink(input: LoginUsingTokenInput): Promise<void>;
  verifyToken(input: VerifyTokenInput, meta: SessionMeta): Promise<SignedIn>;
  /** Finds, links or creates the account an external provider vouched for, and opens a session. */
  signInWithProvider(input: ProviderIdentity, meta: SessionMeta): Promise<SignedIn>;
  /** Guest checkout: the account of an address, made PENDING when there is none; no session. */
  guestAccount(input: GuestAccountInput & { language?: Language }): Promise<GuestAccount>;
  resolve(sessionId: string): Promise<SessionView | null>;
  revoke(sessionId: string): Promise<void>;
  revokeAllForUser(userId: string): Promise<void>;
}

export function inProcessIdentity(handle: IdentityHandle): IdentityClient {
  return {
    login: (input, meta) => handle.sessions.login(input, meta),
    async register(input, meta) {
      const signedIn = await handle.sessions.register(input, meta);
      handle.relay.nudge();
      return signedIn;
    },
    async registerUsingOtp(input) {
      const registered = await handle.sessions.registerUsingOtp(input);
      handle.relay.nudge();
      return registered;
    },
    requestOtp: (input) => handle.sessions.requestOtp(input),
    verifyOtp: (input, meta) => handle.sessions.verifyOtp(input, meta),
    requestSignInLink: (input) => handle.sessions.requestSignInLink(input),
    verifyToken: (input, meta) => handle.sessions.verifyToken(input, meta),
    async signInWithProvider(input, meta) {
      const signedIn = await handle.sessions.signInWithProvider(input, meta);
      handle.relay.nudge();
      return signedIn;
    },
    async guestAccount(input) {
      const account = await handle.sessions.guestAccount(input);
      if (account.created) handle.relay.nudge();
      return account;
    },
    resolve: (sessionId) => handle.sessions.resolve(sessionId),
    revoke: (sessionId) => handle.sessions.revoke(sessionId),
    revokeAllForUser: (userId) => handle.sessions.revokeAllForUser(userId),
  };
}

/** Rebuilds the service's error so the gateway answers with the same status and bag. */
export function errorFromUpstream(
  status: number,
  body: { message?: string; errors?: Record<string, string[]> },
  retryAfter?: string | null,
): AppError {
  const message = body.message ?? 'Request failed.';
  switch (status) {
    case 400:
      return new BadRequestError(message);
    case 401:
      return new UnauthenticatedError(message);
    case 403:
      return new ForbiddenError(message);
    case 404:
      return new NotFoundError(message);
    case 409:
      return new ConflictError(message);
    case 422:
      return new ValidationError(body.errors ?? {}, message);
    case 429:
      return new TooManyRequestsError(Math.max(1, Number(retryAfter) || 60));
    default:
      return new ServiceUnavailableError();
  }
}

export function httpIdentity(baseUrl: string, internalSecret: string, timeoutMs: number): IdentityClient {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; data?: T }> {
    let res: Response;
    try {
      res = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          'content-type': 'application/json',
          [INTERNAL_TOKEN_HEADER]: signInternalToken(GUEST, internalSecret),
          // The gateway's request span is the parent of identity's.
          ...traceHeaders(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ServiceUnavailableError('The identity service is unavailable. Please try again shortly.');
    }
    if (res.status === 204) return { status: 204 };
    const json = (await res.json().catch(() => ({}))) as {
      data?: T;
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (res.status === 404 && method === 'GET') return { status: 404 };
    if (!res.ok) throw errorFromUpstream(res.status, json, res.headers.get('retry-after'));
    return { status: res.status, data: json.data };
  }
  return {
    async login(input, meta) {
      return (await call<SignedIn>('POST', '/internal/sessions', { ...input, ...meta })).data!;
    },
    async register(input, meta) {
      return (await call<SignedIn>('POST', '/internal/users', { ...input, ...meta })).data!;
    },
    async registerUsingOtp(input) {
      return (await call<{ email: string }>('POST', '/internal/otp-registrations', input)).data!;
    },
    async requestOtp(input) {
      await call('POST', '/internal/otp-requests', input);
    },
    async verifyOtp(input, meta) {
      return (await call<SignedIn>('POST', '/internal/otp-sessions', { ...input, ...meta })).data!;
    },
    async requestSignInLink(input) {
      await call('POST', '/internal/sign-in-links', input);
    },
    async verifyToken(input, meta) {
      return (await call<SignedIn>('POST', '/internal/token-sessions', { ...input, ...meta })).data!;
    },
    async signInWithProvider(input, meta) {
      return (await call<SignedIn>('POST', '/internal/provider-sessions', { ...input, ...meta })).data!;
    },
    async guestAccount(input) {
      return (await call<GuestAccount>('POST', '/internal/guest-accounts', input)).data!;
    },
    async revokeAllForUser(userId) {
      await call('DELETE', `/internal/users/${encodeURIComponent(userId)}/sessions`);
    },
    async resolve(sessionId) {
      const r = await call<SessionView>('GET', `/internal/sessions/${encodeURIComponent(sessionId)}`);
      return r.data ?? null;
    },
    async revoke(sessionId) {
      await call('DELETE', `/internal/sessions/${encodeURIComponent(sessionId)}`);
    },
  };
}
