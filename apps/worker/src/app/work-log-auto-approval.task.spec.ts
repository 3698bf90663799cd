import { jest } from '@jest/globals';
import { WorkLogAutoApprovalTask } from './work-log-auto-approval.task';

const log = () => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });

describe('WorkLogAutoApprovalTask', () => {
  it('runs with the configured days and logs what it did', async () => {
    const now = new Date('2026-11-25T08:00:00Z');
    const run = jest.fn(async (_now: Date, _days: number) => ({ noticed: ['a'], approved: ['b', 'c'] }));
    const logger = log();
    const task = new WorkLogAutoApprovalTask({ run }, logger, 7, 60_000, () => now);
    await task.tick();
    expect(run).toHaveBeenCalledWith(now, 7);
    expect(logger.info).toHaveBeenCalledWith({ noticed: 1, approved: 2 }, 'work logs announced / approved automatically');
  });

  it('logs a failure instead of throwing', async () => {
    const run = jest.fn(async () => {
      throw new Error('db down');
    });
    const logger = log();
    const task = new WorkLogAutoApprovalTask({ run }, logger, 7, 60_000);
    await task.tick();
    expect(logger.warn).toHaveBeenCalledWith({ err: 'db down' }, 'work-log auto-approval failed; retried at the next interval');
    await task.stop();
  });
});
