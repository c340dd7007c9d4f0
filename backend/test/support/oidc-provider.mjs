// A real OpenID Connect identity provider (oidc-provider) for the tests, run as its own process
// by global-setup.ts. It issues real codes and signed ID tokens. Sign-in and consent need no
// person: the interaction handler below signs in the account the test chose with
// POST /__test/next-login and grants what was asked, so the whole flow is plain redirects.
//
// Input (environment): OIDC_TEST_REDIRECT_URIS (comma-separated), OIDC_TEST_CLIENT_ID,
// OIDC_TEST_CLIENT_SECRET. Output: one JSON line `{"issuer": "..."}` on stdout once listening.
// It exits when its stdin closes, so it never outlives the test run.
import { createServer } from 'node:http';

import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const redirectUris = (process.env.OIDC_TEST_REDIRECT_URIS ?? '').split(',').filter(Boolean);
const clientId = process.env.OIDC_TEST_CLIENT_ID ?? 'reviews-test';
const clientSecret = process.env.OIDC_TEST_CLIENT_SECRET ?? 'reviews-test-secret';

/** Claims by subject; the next interaction signs in `nextLogin`. */
const accounts = new Map();
let nextLogin = null;

function readJson(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(body || '{}'));
      } catch (error) {
        reject(error);
      }
    });
  });
}

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' };

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // What the app's token request sends: the secret in the form body.
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: ['oidc-test-cookie-key'] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'picture'],
  },
  features: { devInteractions: { enabled: false } },
  // Like the providers that demand it: every authorisation request needs a PKCE challenge.
  pkce: { required: () => true },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, sub) =>
    accounts.has(sub) ? { accountId: sub, claims: () => ({ sub, ...accounts.get(sub) }) } : undefined,
});
provider.on('server_error', (_ctx, error) => console.error('oidc-provider:', error));

async function interaction(req, res) {
  const { prompt, params, session, grantId } = await provider.interactionDetails(req, res);
  if (prompt.name === 'login') {
    if (!nextLogin) throw new Error('POST /__test/next-login first');
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: nextLogin } },
      { mergeWithLastSubmission: false },
    );
  }
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  const { missingOIDCScope, missingOIDCClaims } = prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  return provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}

const handle = provider.callback();
server.on('request', async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/__test/next-login') {
      const { sub, ...claims } = await readJson(req);
      accounts.set(sub, claims);
      nextLogin = sub;
      res.writeHead(204).end();
    } else if (req.url.startsWith('/interaction/')) {
      await interaction(req, res);
    } else {
      handle(req, res);
    }
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});

process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
