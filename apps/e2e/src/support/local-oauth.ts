import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** The person who signs in at the e2e provider ("Google"): a new account on a fresh e2e database. */
export const E2E_GOOGLE_USER = { sub: 'e2e-google-1', email: 'google.nutzerin@example.test', givenName: 'Greta', familyName: 'Google' };
export const E2E_GOOGLE_CLIENT = { id: 'e2e-google-client', secret: 'e2e-google-secret' };

/**
 * A local OpenID Connect provider with Google's endpoint shape (/authorize, /token, /userinfo) for the
 * e2e stack: consent is automatic, codes are single-use and bound to client and redirect URI.
 */
export async function startLocalGoogle(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const grants = new Map<string, string>(); // code → redirect_uri
  const tokens = new Set<string>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/authorize') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== E2E_GOOGLE_CLIENT.id || !redirect) return reply(400, { error: 'invalid_request' });
      const code = randomBytes(12).toString('hex');
      grants.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const redirect = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        if (!redirect || redirect !== form.get('redirect_uri') || form.get('client_secret') !== E2E_GOOGLE_CLIENT.secret) return reply(400, { error: 'invalid_grant' });
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        reply(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token') ?? '';
      if (!tokens.has(token)) return reply(401, { error: 'invalid_token' });
      const { sub, email, givenName, familyName } = E2E_GOOGLE_USER;
      return reply(200, { sub, email, email_verified: true, given_name: givenName, family_name: familyName, name: `${givenName} ${familyName}` });
    }
    reply(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
