import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleAsset } from './bundle-assets';
import { einvoiceRulesDir, einvoiceValidationWorkerFile } from './invoice/einvoice-validator';

describe('bundleAsset: what a deployment made from the build output reads at run time', () => {
  let bundle: string;
  beforeAll(() => {
    bundle = fs.mkdtempSync(path.join(os.tmpdir(), 'fachwerk-bundle-'));
    fs.mkdirSync(path.join(bundle, 'assets', 'einvoice-rules'), { recursive: true });
    fs.writeFileSync(path.join(bundle, 'assets', 'einvoice-rules', 'README.md'), 'rules');
    fs.writeFileSync(path.join(bundle, 'assets', 'einvoice-validation.worker.mjs'), '');
  });
  afterAll(() => fs.rmSync(bundle, { recursive: true, force: true }));
  const main = () => path.join(bundle, 'main.js');

  it('takes the rules and the validation thread from beside the bundle', () => {
    expect(einvoiceRulesDir({}, main())).toBe(path.join(bundle, 'assets', 'einvoice-rules'));
    expect(einvoiceValidationWorkerFile({}, main())).toBe(path.join(bundle, 'assets', 'einvoice-validation.worker.mjs'));
  });

  it('the variable wins over the bundle', () => {
    expect(einvoiceRulesDir({ EINVOICE_RULES_DIR: '/opt/rules' }, main())).toBe('/opt/rules');
    expect(einvoiceValidationWorkerFile({ EINVOICE_VALIDATION_WORKER: '/opt/w.mjs' }, main())).toBe('/opt/w.mjs');
  });

  it('falls back to the library in the workspace when the bundle has no copy (tests, the repository)', () => {
    const elsewhere = path.join(os.tmpdir(), 'no-such-bundle', 'main.js');
    expect(einvoiceRulesDir({}, elsewhere)).toBe(path.join(process.cwd(), 'libs/server/documents/einvoice-rules'));
    expect(fs.existsSync(path.join(einvoiceRulesDir({}, elsewhere), 'README.md'))).toBe(true);
    expect(fs.existsSync(einvoiceValidationWorkerFile({}, elsewhere))).toBe(true);
  });

  it('a bundled directory counts only when the probe file is in it', () => {
    const asset = { envName: 'X_DIR', bundled: 'einvoice-rules', workspace: 'ws/rules', probe: 'missing.txt' };
    expect(bundleAsset(asset, {}, main())).toBe(path.join(process.cwd(), 'ws/rules'));
    expect(bundleAsset({ ...asset, probe: 'README.md' }, {}, main())).toBe(path.join(bundle, 'assets', 'einvoice-rules'));
  });
});
