import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type UserType } from '@fachwerk/shared/contracts';
import { DB, UsersRepository, type Db } from '@fachwerk/server/db';
import { PasswordHasher } from '../modules/auth/password-hasher';
import { startTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/second-factor';
import { registeredRoutes } from './route-table';
import { ACTORS, ROUTE_POLICY, type Actor, type Outcome, type RequestContext } from './route-policy';

let api: TestApi;
let routes: string[];
let disposableHash: Promise<string>;

beforeAll(async () => {
  api = await startTestApi('authz', {
    // Social sign-in enabled so its routes are exercised; the provider is never reached by the matrix.
    GOOGLE_CLIENT_ID: 'matrix-client',
    GOOGLE_CLIENT_SECRET: 'matrix-secret',
    RATE_LIMIT_MAX: '10000',
  });
  routes = registeredRoutes(api.app);
  disposableHash = new PasswordHasher().hash(DEMO_PASSWORD);
  // migrating and seeding a database takes more than a minute on a loaded machine
}, 180_000);

afterAll(async () => {
  await api?.close();
});

async function loginAs(email: string, userType: UserType) {
  const { status, body } = await login(api.call, { email, password: DEMO_PASSWORD, userType });
  if (status !== 200) throw new Error(`login of ${email} failed with ${status}`);
  return body.data!;
}

const context: RequestContext = { login: (role) => loginAs(DEMO_ACCOUNTS[role], role) };
/** One session per role for the calls that leave it alone (argon2 makes logins the slow part). */
const sessions = new Map<UserType, Promise<{ accessToken: string }>>();
const actorLogin = (role: UserType) =>
  sessions.get(role) ?? sessions.set(role, context.login(role)).get(role)!;

/** A new approved account of the role, for calls that end the actor's session or account. */
async function disposableLogin(role: UserType) {
  const email = `matrix-${role}-${randomBytes(4).toString('hex')}@fachwerk.test`;
  await api.app.get(UsersRepository).ensure({
    userType: role,
    email,
    firstName: 'Matrix',
    lastName: role,
    passwordHash: await disposableHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  return loginAs(email, role);
}

const classOf = (status: number): Outcome => {
  if (status >= 200 && status < 300) return '2xx';
  if (status >= 300 && status < 400) return '3xx';
  return status as Outcome;
};

describe('authorization matrix', () => {
  it('has a policy entry for every registered route (and none for routes that are gone)', () => {
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((route) => !ROUTE_POLICY[route]);
    if (missing.length) {
      throw new Error(
        `Routes without an entry in apps/api/src/authz/route-policy.ts:\n  ${missing.join('\n  ')}`,
      );
    }
    expect(Object.keys(ROUTE_POLICY).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers every route × actor with the status class of its policy', async () => {
    const failures: string[] = [];
    let calls = 0;
    // AUTHZ_ONLY=<regex> checks only the matching routes (a module's own while it is built); the
    // coverage test above still covers every route.
    const only = process.env['AUTHZ_ONLY'] ? new RegExp(process.env['AUTHZ_ONLY']) : undefined;
    for (const route of routes) {
      const policy = ROUTE_POLICY[route];
      if (!policy || (only && !only.test(route))) continue;
      const [method, fullPath] = route.split(' ') as [string, string];
      const path = policy.path ?? fullPath.replace(/^\/api\/v1/, '');
      for (const actor of ACTORS) {
        let token: string | undefined;
        if (actor !== 'anonymous')
          token = (policy.disposableActor ? await disposableLogin(actor) : await actorLogin(actor))
            .accessToken;
        const init = policy.request ? await policy.request(context) : {};
        const response = await fetch(`${api.baseUrl}/api/v1${path}`, {
          method,
          redirect: 'manual',
          headers: {
            ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
            ...init.headers,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: init.json !== undefined ? JSON.stringify(init.json) : init.rawBody,
        });
        await response.arrayBuffer();
        calls += 1;
        const got = classOf(response.status);
        if (got !== policy.expect[actor as Actor])
          failures.push(`${route} as ${actor}: expected ${policy.expect[actor]}, got ${response.status}`);
      }
      if (policy.owned) {
        for (const role of policy.owned.roles) {
          const owner = await disposableLogin(role);
          const other = await disposableLogin(role);
          const ownedPath = await policy.owned.create(owner.accessToken, api.call, api.app.get<Db>(DB), api.config.storageDir);
          // The owner's call carries the policy's body, so it really reaches 2xx; the other's the same.
          // The other account goes first: the owner's call may change the object (withdraw, award…).
          const ownedInit = policy.request ? await policy.request(context) : {};
          for (const [who, token, want] of [
            ['other', other.accessToken, policy.owned.otherOutcome],
            ['owner', owner.accessToken, '2xx'],
          ] as const) {
            const response = await api.call(ownedPath, { ...ownedInit, method, token });
            calls += 1;
            if (classOf(response.status) !== want)
              failures.push(`${route} as ${role} ${who}: expected ${want}, got ${response.status}`);
          }
        }
      }
    }
    console.log(`authorization matrix: ${routes.length} routes, ${calls} calls`);
    expect(failures).toEqual([]);
    // Every route × actor, plus two fresh accounts per owned route (argon2 logins): a loaded machine needs time.
  }, 600_000);
});
