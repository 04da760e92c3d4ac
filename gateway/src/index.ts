export { createGateway, type GatewayDeps } from './app';
export { readConfig, readOAuthProviders, type GatewayConfig, type OAuthProviderConfig } from './config';
export { OAUTH_COOKIE, OAUTH_MESSAGES } from './oauth.routes';
export { bootEmbedded, type EmbeddedOverrides } from './embedded';
export { distributedDeps } from './distributed';
export { serviceFor, ROUTE_OVERRIDES, ROUTE_TABLE } from './routing';
export { CSRF_COOKIE, CSRF_HEADER } from './csrf';
export { SESSION_COOKIE } from './session-cookie';
export { httpIdentity, inProcessIdentity, type IdentityClient } from './identity-client';
