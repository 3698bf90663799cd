import { jobOptionsFor, PDF_ATTEMPTS, RETRY_BASE_DELAY_MS, retryDelayMs } from './job-options';

const config = { worker: { lockDurationMs: 30_000, outboxPollMs: 500, mailAttempts: 8 } };

describe('jobOptionsFor', () => {
  it('uses the outbox id as job id and MAIL_ATTEMPTS with exponential backoff for mail', () => {
    expect(jobOptionsFor('mail', 'row-1', config)).toMatchObject({
      jobId: 'row-1',
      attempts: 8,
      backoff: { type: 'exponential', delay: RETRY_BASE_DELAY_MS },
    });
  });

  it('gives pdf jobs their own attempt count', () => {
    expect(jobOptionsFor('pdf', 'row-2', config).attempts).toBe(PDF_ATTEMPTS);
  });

  it('keeps failed jobs (dead letters) longer than completed ones', () => {
    const options = jobOptionsFor('mail', 'row-1', config);
    expect(options.removeOnFail).toMatchObject({ age: expect.any(Number) });
    expect((options.removeOnFail as { age: number }).age).toBeGreaterThan(
      (options.removeOnComplete as { age: number }).age,
    );
  });

  it('doubles the wait before each retry', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    // Eight attempts spread over about four minutes of retries before the dead letter.
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs).reduce((a, b) => a + b)).toBe(254_000);
  });
});
