import type { JobOf, QueueName } from '@fachwerk/shared/contracts';

/** Does the side effect of one job. Runs at most once per outbox row (see QueueWorkersService). */
export interface JobProcessor<Q extends QueueName = QueueName> {
  readonly queue: Q;
  /** Jobs of this queue processed in parallel by one worker process. */
  readonly concurrency: number;
  process(job: JobOf<Q>): Promise<void>;
}

export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');
