import { jest } from '@jest/globals';
import { JobExpiryTask } from './job-expiry.task';

const log = () => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });

describe('JobExpiryTask', () => {
  it('runs expiry for the German date and logs what it closed', async () => {
    const run = jest.fn(async (_today: string) => ['job-1']);
    const logger = log();
    const task = new JobExpiryTask({ run }, logger, 60_000, () => '2026-11-22');
    await task.tick();
    expect(run).toHaveBeenCalledWith('2026-11-22');
    expect(logger.info).toHaveBeenCalledWith({ count: 1, jobIds: ['job-1'] }, 'expired jobs closed');
  });

  it('never runs twice at once and logs failures instead of throwing', async () => {
    let release!: () => void;
    const run = jest.fn(
      () => new Promise<string[]>((resolve, reject) => (release = () => reject(new Error('db down')))),
    );
    const logger = log();
    const task = new JobExpiryTask({ run }, logger, 60_000, () => '2026-11-22');
    const first = task.tick();
    const second = task.tick();
    release();
    await Promise.all([first, second]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      { err: 'db down' },
      'job expiry failed; retried at the next interval',
    );
    await task.stop();
  });
});
