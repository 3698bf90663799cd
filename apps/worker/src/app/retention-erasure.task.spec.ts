import { jest } from '@jest/globals';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RetentionErasureTask } from './retention-erasure.task';

const log = () => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });

describe('RetentionErasureTask', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'retention-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('runs the erasure for the German date and removes the erased documents from storage', async () => {
    await writeFile(path.join(dir, 'invoices-a.pdf'), 'pdf');
    await writeFile(path.join(dir, 'keep.pdf'), 'pdf');
    const run = jest.fn(async (_today: string) => ({ invoiceIds: ['inv-1'], billingPartiesErased: 0, storageKeys: ['invoices-a.pdf', 'already-gone.xml'] }));
    const logger = log();
    const task = new RetentionErasureTask({ run }, dir, logger, 60_000, () => '2035-01-01');
    await task.tick();
    expect(run).toHaveBeenCalledWith('2035-01-01');
    expect(await readdir(dir)).toEqual(['keep.pdf']);
    expect(logger.info).toHaveBeenCalledWith({ count: 1, invoiceIds: ['inv-1'] }, 'retained invoices erased after their retention period');
  });

  it('logs a failure instead of throwing', async () => {
    const run = jest.fn(async () => {
      throw new Error('db down');
    });
    const logger = log();
    const task = new RetentionErasureTask({ run }, dir, logger, 60_000, () => '2035-01-01');
    await task.tick();
    expect(logger.warn).toHaveBeenCalledWith({ err: 'db down' }, 'retention erasure failed; retried at the next interval');
    await task.stop();
  });
});
