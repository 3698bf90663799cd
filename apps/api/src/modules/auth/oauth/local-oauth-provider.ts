import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The person who signs in at the provider. */
export interface ProviderUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/**
 * A small OAuth 2.0 / OpenID Connect provider for tests (node:http): the authorization-code flow with
 * Google's endpoint shape (/authorize, /token, /userinfo) and Facebook's (/dialog/oauth,
 * /oauth/access_token, /me). It checks client id and secret, that the redirect_uri of the token request
 * equals the one authorized, and that a code is used once. Consent is automatic for `user`.
 */
export class LocalOAuthProvider {
  user: ProviderUser = { sub: '1', email: 'user@example.test', emailVerified: true, givenName: 'Eva', familyName: 'Muster' };
  readonly tokenRequests: Record<string, string>[] = [];
  private server: Server | undefined;
  private readonly codes = new Map<string, { clientId: string; redirectUri: string; user: ProviderUser }>();
  private readonly tokens = new Map<string, ProviderUser>();
  url = '';

  constructor(private readonly clients: Record<string, string>) {}

  async start(): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && (url.pathname === '/authorize' || url.pathname === '/dialog/oauth')) {
      const clientId = url.searchParams.get('client_id') ?? '';
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (!(clientId in this.clients) || url.searchParams.get('response_type') !== 'code' || !redirectUri) return json(400, { error: 'invalid_request' });
      const code = randomBytes(12).toString('hex');
      this.codes.set(code, { clientId, redirectUri, user: { ...this.user } });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      return void res.end();
    }
    if (req.method === 'POST' && (url.pathname === '/token' || url.pathname === '/oauth/access_token')) {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = Object.fromEntries(new URLSearchParams(raw));
      this.tokenRequests.push(form);
      const grant = this.codes.get(form['code'] ?? '');
      this.codes.delete(form['code'] ?? '');
      if (!grant || grant.clientId !== form['client_id'] || this.clients[grant.clientId] !== form['client_secret'] || grant.redirectUri !== form['redirect_uri']) {
        return json(400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(16).toString('hex');
      this.tokens.set(accessToken, grant.user);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }
    if (req.method === 'GET' && (url.pathname === '/userinfo' || url.pathname === '/me')) {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token') ?? '';
      const user = this.tokens.get(token);
      if (!user) return json(401, { error: 'invalid_token' });
      if (url.pathname === '/me') return json(200, { id: user.sub, email: user.email, first_name: user.givenName, last_name: user.familyName });
      return json(200, { sub: user.sub, email: user.email, email_verified: user.emailVerified, given_name: user.givenName, family_name: user.familyName, name: `${user.givenName} ${user.familyName}` });
    }
    json(404, { error: 'not_found' });
  }
}
