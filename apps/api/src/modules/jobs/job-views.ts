import { Injectable } from '@nestjs/common';
import type { JobResponse } from '@fachwerk/shared/contracts';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import { JobsRepository, type JobRow } from '@fachwerk/server/db';
import { FileNames } from '../../common/file-references';
import { toJobResponse } from './job-mapping';
import { jobNotFound } from './jobs.errors';

/** A job as the actor sees it after a read or a change: hydrated, with the names of its files. */
@Injectable()
export class JobViews {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly fileNames: FileNames,
  ) {}

  async view(actor: AuthenticatedUser, row: JobRow): Promise<JobResponse> {
    const supplier = actor.userType === 'supplier';
    const [hydrated] = await this.jobs.hydrate([row.id], supplier ? actor.id : undefined);
    if (!hydrated) throw jobNotFound();
    return this.fileNames.withFileNames(toJobResponse(hydrated, supplier));
  }
}
