// Sign-in with an external OpenID provider: GET /v1/auth/connect/{provider}/redirect sends the browser
// to the provider (authorization code flow with state, nonce and PKCE S256, kept in a short-lived
// signed cookie); /callback checks them, redeems the code, asks identity for the account the provider
// vouched for, starts a session like the password login and lands the person per the landing rules.
import { Router, type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import { custom, errors, generators, Issuer, type BaseClient } from 'openid-client';
import { landingPath, safeRedirectPath } from '@coachwork/contracts';
import { NotFoundError, ServiceUnavailableError, ValidationError, type Logger } from '@coachwork/service-kit';
import { PROVIDER_EMAIL_UNVERIFIED } from '@coachwork/service-identity';
import type { GatewayConfig, OAuthProviderConfig } from './config';
import type { IdentityClient } from './identity-client';
import { authLimiter, requestMeta, sessionStarter } from './auth.routes';
import type { RateLimitStores } from './rate-limit-store';

export const OAUTH_COOKIE = 'coachwork_oauth';
const COOKIE_PATH = '/v1/auth/connect';
const FLOW_TTL_S = 10 * 60;
const AUDIENCE = 'coachwork-oauth';

export const OAUTH_MESSAGES = {
  stateMismatch: 'This sign-in attempt has expired or was started in another browser. Please start again.',
  refused: 'The sign-in provider did not complete the sign-in. Please try again.',
  noEmail: 'The sign-in provider did not share an email address.',
  unavailable: 'The sign-in provider is unavailable. Please try again shortly.',
} as const;

custom.setHttpOptionsDefaults({ timeout: 8000 });

interface Flow {
  p: string; // provider
  s: string; // state
  n: string; // nonce
  v: string; // PKCE code verifier
  r: string | null; // where to land afterwards
}

export function oauthRoutes(
  config: GatewayConfig,
  identity: IdentityClient,
  logger: Logger,
  stores?: RateLimitStores,
): Router {
  const router = Router();
  const startSession = sessionStarter(config, identity);
  const providers = new Map(config.oauthProviders.map((p) => [p.name, p]));
  const clients = new Map<string, Promise<BaseClient>>();
  const redirectUri = (name: string) =>
    new URL(`/v1/auth/connect/${encodeURIComponent(name)}/callback`, config.APP_URL).toString();

  function providerOf(req: Request): OAuthProviderConfig {
    const provider = providers.get(String(req.params.provider));
    if (!provider) throw new NotFoundError(`There is no sign-in provider called "${req.params.provider}".`);
    return provider;
  }

  /** The provider's client, discovered once; a failed discovery is retried on the next request. */
  function clientFor(p: OAuthProviderConfig): Promise<BaseClient> {
    let client = clients.get(p.name);
    if (!client) {
      client = Issuer.discover(p.issuer).then(
        (issuer) =>
          new issuer.Client({
            client_id: p.clientId,
            client_secret: p.clientSecret,
            redirect_uris: [redirectUri(p.name)],
            response_types: ['code'],
          }),
      );
      clients.set(p.name, client);
      client.catch((err: unknown) => {
        clients.delete(p.name);
        logger.warn({ err, provider: p.name }, 'OpenID provider discovery failed');
      });
    }
    return client.catch(() => {
      throw new ServiceUnavailableError(OAUTH_MESSAGES.unavailable);
    });
  }

  function readFlow(req: Request, provider: string): Flow | null {
    const token = (req.cookies as Record<string, unknown> | undefined)?.[OAUTH_COOKIE];
    if (typeof token !== 'string') return null;
    try {
      const flow = jwt.verify(token, config.SESSION_SECRET, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
      }) as Flow;
      return flow.p === provider ? flow : null;
    } catch {
      return null;
    }
  }

  const clearFlow = (res: Response) =>
    res.clearCookie(OAUTH_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: COOKIE_PATH,
    });

  router.get('/v1/auth/connect/:provider/redirect', async (req, res) => {
    const provider = providerOf(req);
    const client = await clientFor(provider);
    // Kept only as the normalised same-site path it stands for (the landing rules' own check).
    const redirect = safeRedirectPath(req.query.redirect, config.APP_URL);
    const flow: Flow = {
      p: provider.name,
      s: generators.state(),
      n: generators.nonce(),
      v: generators.codeVerifier(),
      r: redirect,
    };
    // SameSite=Lax: the provider sends the browser back with a top-level GET, which carries it.
    res.cookie(
      OAUTH_COOKIE,
      jwt.sign(flow, config.SESSION_SECRET, {
        algorithm: 'HS256',
        audience: AUDIENCE,
        expiresIn: FLOW_TTL_S,
      }),
      {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: COOKIE_PATH,
        maxAge: FLOW_TTL_S * 1000,
      },
    );
    res.set('Cache-Control', 'no-store');
    res.redirect(
      302,
      client.authorizationUrl({
        scope: provider.scope,
        state: flow.s,
        nonce: flow.n,
        code_challenge: generators.codeChallenge(flow.v),
        code_challenge_method: 'S256',
      }),
    );
  });

  router.get(
    '/v1/auth/connect/:provider/callback',
    authLimiter(config, stores, 'oauth'),
    async (req, res) => {
      const provider = providerOf(req);
      const flow = readFlow(req, provider.name);
      clearFlow(res);
      res.set('Cache-Control', 'no-store');
      if (!flow || typeof req.query.state !== 'string' || req.query.state !== flow.s) {
        throw new ValidationError({ state: [OAUTH_MESSAGES.stateMismatch] });
      }
      if (typeof req.query.error === 'string') {
        throw new ValidationError({ code: [OAUTH_MESSAGES.refused] });
      }
      const client = await clientFor(provider);
      const uri = redirectUri(provider.name);
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.callback(uri, client.callbackParams(req.originalUrl), {
          state: flow.s,
          nonce: flow.n,
          code_verifier: flow.v,
        });
        claims = { ...tokens.claims() };
        if (tokens.access_token) Object.assign(claims, await client.userinfo(tokens));
      } catch (err) {
        if (err instanceof errors.OPError || err instanceof errors.RPError) {
          logger.info({ err, provider: provider.name }, 'OpenID sign-in refused');
          throw new ValidationError({ code: [OAUTH_MESSAGES.refused] });
        }
        logger.warn({ err, provider: provider.name }, 'OpenID provider unreachable');
        throw new ServiceUnavailableError(OAUTH_MESSAGES.unavailable);
      }
      const email = typeof claims.email === 'string' ? claims.email : '';
      if (!email) throw new ValidationError({ email: [OAUTH_MESSAGES.noEmail] });
      if (claims.email_verified !== true && claims.email_verified !== 'true') {
        throw new ValidationError({ email: [PROVIDER_EMAIL_UNVERIFIED] });
      }
      const signedIn = await identity.signInWithProvider(
        {
          provider: provider.name,
          subject: String(claims.sub),
          email,
          emailVerified: true,
          firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
          lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
        },
        requestMeta(req),
      );
      await startSession(req, res, signedIn);
      res.redirect(302, landingPath(signedIn.user.roles, flow.r, config.APP_URL));
    },
  );

  return router;
}
