import { jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import {
  closeEInvoiceValidation,
  EInvoiceValidationBusyError,
  EInvoiceValidationPool,
  einvoiceRulesDir,
  validateEInvoice,
} from './einvoice-validator';

// Each pool's threads load the rules once (about a second each on a quiet machine, more on a busy one).
jest.setTimeout(120_000);

const sample = (name: string) => fs.readFileSync(path.join(einvoiceRulesDir(), 'samples', name), 'utf8');
const VALID = sample('xrechnung-testsuite-01.01a-INVOICE_uncefact.xml');
const INVALID = sample('invalid-kosit-cii001.xml');
const blockingIds = (asserts: { id?: string; flag: string }[]) =>
  asserts.filter((a) => a.flag === 'fatal' || a.flag === 'error').map((a) => a.id);

afterAll(() => closeEInvoiceValidation());

describe('validateEInvoice (the process pool)', () => {
  it('accepts the official valid XRechnung sample', async () => {
    const result = await validateEInvoice(VALID);
    expect(result.schemaErrors).toEqual([]);
    expect(blockingIds(result.asserts)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('rejects the official invalid sample with the rules the KoSIT validator names', async () => {
    const result = await validateEInvoice(INVALID);
    expect(result.valid).toBe(false);
    expect(blockingIds(result.asserts)).toEqual(expect.arrayContaining(['BR-S-08', 'BR-DE-2', 'BR-DE-15']));
  });

  it('reports schema errors from the compiled CII schema, with line numbers', async () => {
    const broken = VALID.replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:Kind>380</ram:Kind>');
    expect(broken).not.toBe(VALID);
    const result = await validateEInvoice(broken);
    expect(result.valid).toBe(false);
    expect(result.schemaErrors).toEqual([expect.stringMatching(/^invoice\.xml:\d+: .*Kind.*This element is not expected/)]);
  });

  it('reports XML that does not parse as a schema error instead of throwing', async () => {
    const result = await validateEInvoice(VALID.slice(0, 400));
    expect(result.valid).toBe(false);
    expect(result.schemaErrors.length).toBeGreaterThan(0);
  });

  it('validates every call anew: one changed amount in a valid invoice after it was accepted is rejected', async () => {
    expect((await validateEInvoice(VALID)).valid).toBe(true);
    // The line total no longer matches quantity × price (BR-CO-10 / BR-LIN-*): the verdict must follow the XML.
    const tampered = VALID.replace(/<ram:LineTotalAmount>([\d.]+)<\/ram:LineTotalAmount>/, '<ram:LineTotalAmount>1.00</ram:LineTotalAmount>');
    expect(tampered).not.toBe(VALID);
    expect((await validateEInvoice(tampered)).valid).toBe(false);
    expect((await validateEInvoice(VALID)).valid).toBe(true);
  });

  it('keeps the ZUGFeRD EN 16931 profile apart from XRechnung (en16931Only skips BR-DE-*)', async () => {
    const result = await validateEInvoice(INVALID, { en16931Only: true });
    expect(result.asserts.some((a) => a.layer === 'XRechnung')).toBe(false);
    expect(blockingIds(result.asserts)).toContain('BR-S-08');
  });
});

describe('EInvoiceValidationPool bound', () => {
  it('refuses validations beyond threads + queue with a retry time, and serves the admitted ones completely', async () => {
    const pool = new EInvoiceValidationPool({ threads: 1, maxQueue: 2 });
    try {
      const attempts = Array.from({ length: 6 }, (_, i) => pool.validate(i % 2 === 0 ? VALID : INVALID).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      ));
      const outcomes = await Promise.all(attempts);
      const served = outcomes.filter((o): o is { result: Awaited<ReturnType<typeof pool.validate>> } => 'result' in o);
      const refused = outcomes.filter((o): o is { error: unknown } => 'error' in o);
      expect(served).toHaveLength(3);
      expect(served.map((o) => o.result.valid)).toEqual([true, false, true]);
      expect(refused).toHaveLength(3);
      for (const { error } of refused) {
        expect(error).toBeInstanceOf(EInvoiceValidationBusyError);
        expect((error as EInvoiceValidationBusyError).code).toBe('INVOICE_VALIDATION_BUSY');
        expect((error as EInvoiceValidationBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
      expect(pool.stats()).toMatchObject({ threads: 1, maxQueue: 2, inFlight: 0, refused: 3, completed: 3 });
      // Drained: the next one is admitted again.
      expect((await pool.validate(VALID)).valid).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
