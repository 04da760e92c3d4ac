// A real OpenID provider (the oidc-provider package) for the OAuth connect tests, run as its own Node
// process on loopback. Its login page is plain: GET /interaction/{uid} shows a form, and
// POST /interaction/{uid}/login with `login=<account id>` signs that account in and grants the scopes.
// Configuration arrives as JSON in OIDC_TEST_CONFIG: {port, clients: [...], accounts: {id: claims}}.
import http from 'node:http';
import Provider from 'oidc-provider';

const { port, clients, accounts } = JSON.parse(process.env.OIDC_TEST_CONFIG);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients,
  pkce: { methods: ['S256'], required: () => true },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name'],
  },
  async findAccount(_ctx, sub) {
    const claims = accounts[sub];
    if (!claims) return undefined;
    return { accountId: sub, claims: async () => ({ sub, ...claims }) };
  },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['coachwork-test-provider-cookie-key'] },
  ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
});

function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

const server = http.createServer(async (req, res) => {
  try {
    const m = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url);
    if (m && req.method === 'GET' && !m[2]) {
      await provider.interactionDetails(req, res);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<form method="post" action="/interaction/${m[1]}/login"><input name="login"><button>Sign in</button></form>`,
      );
      return;
    }
    if (m && req.method === 'POST' && m[2]) {
      const details = await provider.interactionDetails(req, res);
      const accountId = (await readForm(req)).get('login');
      if (!accounts[accountId]) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    provider.callback()(req, res);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(err?.message ?? err));
  }
});

server.listen(port, '127.0.0.1', () => process.stdout.write(`ready ${issuer}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
