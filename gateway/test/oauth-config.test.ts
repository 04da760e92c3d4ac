import { readConfig } from '@coachwork/gateway';

describe('OAuth providers in the gateway configuration', () => {
  it('reads OAUTH_<NAME>_* into named providers', () => {
    const config = readConfig({
      OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
      OAUTH_GOOGLE_CLIENT_ID: 'id-1',
      OAUTH_GOOGLE_CLIENT_SECRET: 'secret-1',
      OAUTH_MY_IDP_ISSUER: 'https://idp.example.com/realms/x',
      OAUTH_MY_IDP_CLIENT_ID: 'id-2',
      OAUTH_MY_IDP_CLIENT_SECRET: 'secret-2',
      OAUTH_MY_IDP_SCOPE: 'openid email',
    });
    expect(config.oauthProviders).toEqual([
      {
        name: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'id-1',
        clientSecret: 'secret-1',
        scope: 'openid email profile',
      },
      {
        name: 'my-idp',
        issuer: 'https://idp.example.com/realms/x',
        clientId: 'id-2',
        clientSecret: 'secret-2',
        scope: 'openid email',
      },
    ]);
  });

  it('has no providers by default', () => {
    expect(readConfig({}).oauthProviders).toEqual([]);
  });

  it('stops with a clear message when a provider is half configured', () => {
    expect(() => readConfig({ OAUTH_ACME_ISSUER: 'not a url', OAUTH_ACME_CLIENT_ID: 'x' })).toThrow(
      /OAUTH_ACME_ISSUER: must be the provider's issuer URL[\s\S]*OAUTH_ACME_CLIENT_SECRET: required when OAUTH_ACME_ISSUER is set/,
    );
  });
});
