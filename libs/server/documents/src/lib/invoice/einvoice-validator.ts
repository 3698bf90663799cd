import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Piscina } from 'piscina';
import { bundleAsset } from '../bundle-assets';
import type { EInvoiceValidationResult } from './validation-hints';

/**
 * The official e-invoice rules vendored into the repository (`libs/server/documents/einvoice-rules`,
 * copied from `../shared/einvoice`, see its README): the CII D16B schema, the CEN EN 16931 rules and
 * the XRechnung CIUS. `EINVOICE_RULES_DIR`, else the bundle's `assets/einvoice-rules` (the build
 * output carries them), else the library's copy in the workspace.
 */
export function einvoiceRulesDir(env: Record<string, string | undefined> = process.env, entry: string | undefined = process.argv[1]): string {
  return bundleAsset(
    { envName: 'EINVOICE_RULES_DIR', bundled: 'einvoice-rules', workspace: 'libs/server/documents/einvoice-rules', probe: 'README.md' },
    env,
    entry,
  );
}

/** The thread's module (plain JavaScript, started as is): `EINVOICE_VALIDATION_WORKER`, else the bundle's copy, else the library's. */
export function einvoiceValidationWorkerFile(env: Record<string, string | undefined> = process.env, entry: string | undefined = process.argv[1]): string {
  return bundleAsset(
    {
      envName: 'EINVOICE_VALIDATION_WORKER',
      bundled: 'einvoice-validation.worker.mjs',
      workspace: 'libs/server/documents/src/lib/invoice/einvoice-validation.worker.mjs',
    },
    env,
    entry,
  );
}

/**
 * The pool is full: every thread validates and the queue is at its bound. The caller answers
 * 503 with Retry-After (`code` is the API's error code); the invoice was not validated, nothing is
 * written, and the same request succeeds when retried.
 */
export class EInvoiceValidationBusyError extends Error {
  readonly code = 'INVOICE_VALIDATION_BUSY';
  constructor(readonly retryAfterSeconds: number) {
    super(`e-invoice validation pool is full; retry in ${retryAfterSeconds} s`);
    this.name = 'EInvoiceValidationBusyError';
  }
}

export interface EInvoiceValidationPoolOptions {
  /** Worker threads at most, kept warm once started. Default: the cores (`os.availableParallelism()`). */
  threads?: number;
  /** Validations that may wait for a thread beyond one running per thread. Default: 8 per thread. */
  maxQueue?: number;
  /** The thread's module; default `einvoiceValidationWorkerFile()`. */
  workerFile?: string;
}

export interface EInvoiceValidationPoolStats {
  threads: number;
  maxQueue: number;
  /** Validations running or waiting. */
  inFlight: number;
  /** Validations waiting for a thread. */
  queued: number;
  /** Validations refused because the pool was full, since it started. */
  refused: number;
  completed: number;
}

const positiveInt = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0`);
  return value;
};

/**
 * The official validation off the event loop: a fixed set of worker threads (piscina), each holding
 * the compiled CII schema and the two Schematron stylesheets, and a bounded queue in front of them.
 * A validation that finds the pool full is refused at once with `EInvoiceValidationBusyError`
 * instead of waiting without limit. Every call validates its own XML completely; there is no cache.
 */
/** How much lower the validation threads are scheduled than the request threads (nice steps, 0–19). */
export const VALIDATION_NICE_INCREMENT = 10;

export class EInvoiceValidationPool {
  readonly threads: number;
  readonly maxQueue: number;
  private readonly pool: Piscina;
  private inFlight = 0;
  private refused = 0;
  private completed = 0;
  /** Exponentially weighted mean of a validation's run time (ms), for Retry-After. */
  private meanMs = 50;

  constructor(options: EInvoiceValidationPoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? positiveInt('EINVOICE_VALIDATION_THREADS') ?? os.availableParallelism());
    this.maxQueue = options.maxQueue ?? positiveInt('EINVOICE_VALIDATION_QUEUE') ?? this.threads * 8;
    this.pool = new Piscina({
      filename: options.workerFile ?? einvoiceValidationWorkerFile(),
      workerData: { rulesDir: einvoiceRulesDir() },
      // One thread loads the rules with the first validation; piscina starts the others (up to the
      // cores) as soon as validations overlap, and keeps every started thread warm.
      minThreads: 1,
      maxThreads: this.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // The bound is enforced below (deterministically, before a task is handed over); piscina's own
      // queue limit is the same number as a backstop.
      maxQueue: this.maxQueue,
      concurrentTasksPerWorker: 1,
      // The threads yield the cores to the request threads: on Linux piscina renices each validation
      // thread only (nice(2) applies to the calling thread; @napi-rs/nice, piscina's optional
      // dependency; without it nothing changes). Measured with the load bench's phase 1b.
      niceIncrement: VALIDATION_NICE_INCREMENT,
    });
  }

  async validate(xml: string, options: { en16931Only?: boolean } = {}): Promise<EInvoiceValidationResult> {
    if (this.inFlight >= this.threads + this.maxQueue) {
      this.refused += 1;
      throw new EInvoiceValidationBusyError(this.retryAfterSeconds());
    }
    this.inFlight += 1;
    const started = performance.now();
    try {
      const result = (await this.pool.run({ xml, en16931Only: options.en16931Only === true })) as EInvoiceValidationResult;
      this.completed += 1;
      this.meanMs = this.meanMs * 0.8 + (performance.now() - started) * 0.2;
      return result;
    } catch (error) {
      if (error instanceof Error && /Task queue is at limit|No task queue available/.test(error.message)) {
        this.refused += 1;
        throw new EInvoiceValidationBusyError(this.retryAfterSeconds());
      }
      throw error;
    } finally {
      this.inFlight -= 1;
    }
  }

  stats(): EInvoiceValidationPoolStats {
    return {
      threads: this.threads,
      maxQueue: this.maxQueue,
      inFlight: this.inFlight,
      queued: Math.max(0, this.inFlight - this.threads),
      refused: this.refused,
      completed: this.completed,
    };
  }

  /** Seconds until the queue ahead has likely drained (at least 1). */
  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.inFlight * this.meanMs) / this.threads / 1000));
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

let shared: EInvoiceValidationPool | undefined;

/** The process's pool, started by the first validation (or `warmEInvoiceValidation`). */
export function einvoiceValidationPool(): EInvoiceValidationPool {
  shared ??= new EInvoiceValidationPool();
  return shared;
}

/** The process's pool if a validation started it (metrics read it without starting threads). */
export function einvoiceValidationPoolIfStarted(): EInvoiceValidationPool | undefined {
  return shared;
}

/** Starts the pool and waits until every thread has loaded the rules (≈ 1 s), e.g. at boot. */
export async function warmEInvoiceValidation(sampleXml: string): Promise<void> {
  const pool = einvoiceValidationPool();
  await Promise.all(Array.from({ length: pool.threads }, () => pool.validate(sampleXml)));
}

/** Stops the process's pool (tests, shutdown); the next validation starts a new one. */
export async function closeEInvoiceValidation(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}

/**
 * Validates a UN/CEFACT CII invoice like the official validator (same artefacts and verdict as
 * `../shared/einvoice/validate.mjs`): valid = no schema error and no failed fatal/error assert.
 * `en16931Only` skips the XRechnung layer (the ZUGFeRD/Factur-X EN 16931 profile). Runs in the
 * process's validation pool; throws `EInvoiceValidationBusyError` when the pool is full.
 */
export function validateEInvoice(xml: string, options: { en16931Only?: boolean } = {}): Promise<EInvoiceValidationResult> {
  return einvoiceValidationPool().validate(xml, options);
}
