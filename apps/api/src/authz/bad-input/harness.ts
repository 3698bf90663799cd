/**
 * What the bad-input suites share: the actor a route lets through (so validation answers, not the
 * guard), its tokens, sending a raw request, and a fingerprint of every table to prove nothing was written.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type UserType } from '@fachwerk/shared/contracts';
import { DB, UsersRepository, type Db } from '@fachwerk/server/db';
import { PasswordHasher } from '../../modules/auth/password-hasher';
import type { TestApi } from '../../testing/test-api';
import { login as loginWithSecondFactor } from '../../testing/second-factor';
import { ACTORS, ROUTE_POLICY, type Actor } from '../route-policy';

/** The actor the policy lets through (validation must answer, not the guard); anonymous for public routes. */
export function actorFor(route: string): Actor | undefined {
  const policy = ROUTE_POLICY[route];
  if (!policy) return undefined;
  const allowed = ACTORS.find((actor) => policy.expect[actor] === '2xx' || policy.expect[actor] === '3xx');
  return allowed ?? ACTORS.find((actor) => policy.expect[actor] !== 401 && policy.expect[actor] !== 403) ?? 'anonymous';
}

export class BadInputActors {
  private readonly demoTokens = new Map<UserType, Promise<string>>();
  private disposableHash: Promise<string> | undefined;

  constructor(private readonly api: TestApi) {}

  private async login(email: string, userType: UserType): Promise<string> {
    const { status, body } = await loginWithSecondFactor(this.api.call, { email, password: DEMO_PASSWORD, userType });
    if (status !== 200 || !body.data) throw new Error(`login of ${email} failed with ${status}`);
    return body.data.accessToken;
  }

  demoToken(role: UserType): Promise<string> {
    const known = this.demoTokens.get(role);
    if (known) return known;
    const token = this.login(DEMO_ACCOUNTS[role], role);
    this.demoTokens.set(role, token);
    return token;
  }

  /**
   * A new approved account, for routes whose valid call would end the actor's session or account
   * (so a case that got through cannot turn the next ones into 401s).
   */
  async disposableToken(role: UserType): Promise<string> {
    const email = `bad-input-${role}-${randomBytes(4).toString('hex')}@fachwerk.test`;
    const passwordHash = await (this.disposableHash ??= new PasswordHasher().hash(DEMO_PASSWORD));
    await this.api.app.get(UsersRepository).ensure({
      userType: role,
      email,
      firstName: 'Bad',
      lastName: 'Input',
      passwordHash,
      approvalStatus: 'approved',
      emailVerifiedAt: new Date(),
    });
    return this.login(email, role);
  }

  /** The token of the route's actor (undefined for guests); a disposable account where the policy asks for one. */
  async tokenFor(route: string): Promise<string | undefined> {
    const actor = actorFor(route);
    if (!actor || actor === 'anonymous') return undefined;
    return ROUTE_POLICY[route]?.disposableActor ? this.disposableToken(actor) : this.demoToken(actor);
  }
}

export interface RawRequest {
  method: string;
  /** Path under /api/v1 (encoded), with the query string appended when there is one. */
  path: string;
  query?: string;
  body?: { raw: string; contentType?: string };
  token?: string;
  headers?: Record<string, string>;
}

export type ResponseBody = { message?: string; code?: string; errors?: Record<string, string[]> } | string;

/** Sends a request as is (no JSON encoding, no default content type) and reads the envelope if there is one. */
export async function sendRaw(api: TestApi, request: RawRequest): Promise<{ status: number; body: ResponseBody }> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers['authorization'] = `Bearer ${request.token}`;
  if (request.body?.contentType) headers['content-type'] = request.body.contentType;
  const response = await fetch(`${api.baseUrl}/api/v1${request.path}${request.query ? `?${request.query}` : ''}`, {
    method: request.method,
    headers,
    body: request.body?.raw,
    redirect: 'manual',
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as ResponseBody };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Row count and a hash of every row, per table of the public schema: equal before and after = nothing written. */
export async function tableFingerprint(api: TestApi): Promise<Record<string, string>> {
  const db = api.app.get<Db>(DB);
  const tables = await db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    const result = await db.execute<{ rows: string; hash: string }>(
      sql`SELECT count(*)::text AS rows, coalesce(sum(hashtext(t::text)::bigint), 0)::text AS hash FROM ${table} t`,
    );
    const row = result.rows[0];
    fingerprint[name] = `${row?.rows ?? '?'} rows, hash ${row?.hash ?? '?'}`;
  }
  return fingerprint;
}

/** Tables whose fingerprint differs, with before → after. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table] ?? 'absent'} → ${after[table] ?? 'absent'}`);
}
