import { jest } from '@jest/globals';
import type { Job } from 'bullmq';
import { loadConfig } from '@fachwerk/server/core';
import { OutboxRowBusyError, type ProcessOutcome } from '@fachwerk/server/queue';
import type { MailJob } from '@fachwerk/shared/contracts';
import type { JobProcessor } from './processor';
import { QueueWorkers } from './queue-workers.service';

const job = (attemptsMade: number, attempts = 3) =>
  ({
    id: 'row-1',
    queueName: 'mail',
    attemptsMade,
    opts: { attempts },
    data: { outboxId: 'row-1', to: 'a@fachwerk.test', template: 'generic', locale: 'de', data: {} },
  }) as unknown as Job<MailJob>;

function setup(processOnce: (id: string, work: () => Promise<void>) => Promise<ProcessOutcome>) {
  const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const outbox = {
    processOnce: jest.fn(processOnce),
    recordFailure: jest.fn(async () => undefined),
    markFailed: jest.fn(async (_id: string) => undefined),
  };
  const processor: JobProcessor<'mail'> = {
    queue: 'mail',
    concurrency: 1,
    process: jest.fn(async () => undefined),
  };
  const workers = new QueueWorkers(loadConfig({ NODE_ENV: 'test' }), outbox, [processor], log);
  return { log, outbox, processor, workers };
}

describe('QueueWorkers', () => {
  it('runs the processor through the outbox row and logs job id, queue and outbox id', async () => {
    const { workers, processor, log } = setup(async (_id, work) => {
      await work();
      return 'processed';
    });
    await expect(workers.handle(processor, job(0))).resolves.toBe('processed');
    expect(processor.process).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: 'row-1', queue: 'mail', outboxId: 'row-1', attempt: 1 }),
      'job completed',
    );
  });

  it('does not run the processor for a row already processed', async () => {
    const { workers, processor } = setup(async () => 'already-processed');
    await expect(workers.handle(processor, job(0))).resolves.toBe('already-processed');
    expect(processor.process).not.toHaveBeenCalled();
  });

  it('keeps the error on the outbox row and rethrows so BullMQ retries', async () => {
    const { workers, processor, outbox } = setup(async () => {
      throw new Error('smtp down');
    });
    await expect(workers.handle(processor, job(1))).rejects.toThrow('smtp down');
    expect(outbox.recordFailure).toHaveBeenCalledWith('row-1', 'smtp down');
  });

  it('does not count a parallel delivery of the same row as a failure of the row', async () => {
    const { workers, processor, outbox } = setup(async () => {
      throw new OutboxRowBusyError('row-1');
    });
    await expect(workers.handle(processor, job(0))).rejects.toThrow(OutboxRowBusyError);
    expect(outbox.recordFailure).not.toHaveBeenCalled();
  });

  it('logs the last failed attempt as dead letter at error level and marks the row, earlier ones as retries', () => {
    const { workers, log, outbox } = setup(async () => 'processed');
    workers.onFailed(job(2, 3), new Error('smtp down'));
    expect(log.error).not.toHaveBeenCalled();
    expect(outbox.markFailed).not.toHaveBeenCalled();
    workers.onFailed(job(3, 3), new Error('smtp down'));
    expect(outbox.markFailed).toHaveBeenCalledWith('row-1');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({
        jobId: 'row-1',
        queue: 'mail',
        outboxId: 'row-1',
        err: 'smtp down',
        deadLetter: true,
      }),
      expect.stringContaining('dead letter'),
    );
  });
});
