import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { einvoiceRulesDir } from './einvoice-validator';

/** Every file under `dir`, relative path → SHA-256. */
function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(path.relative(dir, full), createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

const SHARED = path.resolve(process.cwd(), '../shared/einvoice');
const sharedPresent = fs.existsSync(path.join(SHARED, 'cii'));

describe('vendored e-invoice rules', () => {
  it('has the schema, both compiled rule sets and the licences', () => {
    const vendored = hashes(einvoiceRulesDir());
    for (const file of ['cii/EN16931-CII-validation.sef.json', 'cii/XRechnung-CII-validation.sef.json', 'cii/xsd/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd', 'licenses/EN16931-EUPL-1.2.txt', 'licenses/XRechnung-schematron-Apache-2.0.txt', 'licenses/SchXslt-MIT.txt']) {
      expect(vendored.has(file)).toBe(true);
    }
  });

  // ../shared exists on the team's machines and in CI; a checkout without it has only the vendored copy.
  if (sharedPresent) it('equals ../shared/einvoice file by file (SHA-256)', () => {
    const vendored = hashes(einvoiceRulesDir());
    vendored.delete('README.md');
    const shared = new Map([...hashes(SHARED)].filter(([file]) => /^(cii|licenses|samples)\//.test(file)));
    expect(Object.fromEntries(vendored)).toEqual(Object.fromEntries(shared));
  });
});
