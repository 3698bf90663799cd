import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * ASVS 5.0 V11.1.2: the cryptographic inventory in docs/security/cryptography.md is complete and
 * current. The production sources are scanned for every cryptographic primitive they call; each
 * (primitive, file) must be a row of the inventory, and every file a row names must still use it.
 */
// jest runs from the workspace root (nx run … from the repository)
const ROOT = process.cwd();
const SCANNED = ['apps', 'libs', 'tools/dev', 'tools/docker'];
const SKIPPED = /(\.spec\.|\.int-spec\.|\/testing\/|\/authz\/|\/seed\/|^apps\/e2e\/|node_modules|\/dist\/)/;

/** Inventory id → how its use looks in code. */
const PRIMITIVES: Record<string, RegExp> = {
  sha256: /createHash\(\s*'sha256'/,
  'hmac-sha256': /createHmac\(\s*'sha256'/,
  'aes-256-gcm': /create(?:Cipheriv|Decipheriv)\(\s*'aes-256-gcm'/,
  'hkdf-sha256': /hkdfSync\(\s*'sha256'/,
  argon2id: /argon2\.(?:hash|verify|argon2id)/,
  HS256: /algorithms?:\s*\[?\s*(?:'HS256'|ACCESS_TOKEN_ALGORITHM)|ACCESS_TOKEN_ALGORITHM = 'HS256'/,
  totp: /from 'otplib'/,
  csprng: /\b(?:randomBytes|randomInt|randomUUID)\(/,
  'timing-safe': /\btimingSafeEqual\(/,
};
/** Any call of these that no id above covers (another hash, cipher, KDF or signature) fails the test. */
const ANY_CRYPTO = /\b(?:createHash|createHmac|createCipheriv|createDecipheriv|hkdfSync|hkdf|pbkdf2(?:Sync)?|scrypt(?:Sync)?|generateKeyPair(?:Sync)?|createSign|createVerify|publicEncrypt|privateDecrypt)\(\s*(?:'[^']*')?/g;

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (SKIPPED.test(rel)) return [];
    if (entry.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

const files = SCANNED.flatMap(sources);
const used = new Map<string, Set<string>>(Object.keys(PRIMITIVES).map((id) => [id, new Set()]));
const uncovered: string[] = [];
for (const file of files) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  for (const [id, pattern] of Object.entries(PRIMITIVES)) if (pattern.test(text)) used.get(id)!.add(file);
  for (const match of text.matchAll(ANY_CRYPTO)) {
    const call = match[0].replace(/\s+/g, '');
    if (!Object.values(PRIMITIVES).some((p) => p.test(call))) uncovered.push(`${file}: ${call}`);
  }
}

const DOC = readFileSync(path.join(ROOT, 'docs/security/cryptography.md'), 'utf8');
/** The inventory's rows: id → the files it names. */
const inventory = new Map<string, Set<string>>(
  [...DOC.matchAll(/^\| `([\w-]+)` \|(.*)\|\s*$/gm)]
    .filter((m) => m[1] in PRIMITIVES)
    .map((m) => [m[1], new Set([...m[2].matchAll(/`((?:apps|libs|tools)\/[^`]+\.(?:ts|tsx|mjs))`/g)].map((f) => f[1]))]),
);

describe('cryptographic inventory (ASVS V11.1.2)', () => {
  it('scans the production sources (sanity: the field cipher and the password hasher are found)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(used.get('aes-256-gcm')).toContain('libs/server/core/src/lib/crypto/field-cipher.ts');
    expect(used.get('argon2id')).toContain('apps/api/src/modules/auth/password-hasher.ts');
  });

  it('uses no cryptographic call outside the inventoried algorithms', () => {
    expect(uncovered).toEqual([]);
  });

  it.each(Object.keys(PRIMITIVES))('lists every file that uses %s, and only those', (id) => {
    expect(inventory.has(id)).toBe(true);
    expect([...(inventory.get(id) ?? [])].sort()).toEqual([...used.get(id)!].sort());
  });
});
