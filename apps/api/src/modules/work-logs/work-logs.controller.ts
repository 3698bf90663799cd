import { Body, Controller, Get, HttpCode, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WORK_LOG_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, requestLanguage, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApplicationsRepository, partyName, WorkLogsRepository } from '@fachwerk/server/db';
import { ApiEnvelope } from '../../common/swagger';
import {
  WorkLogApproveDto,
  WorkLogApproveResultDto,
  WorkLogCorrectionDto,
  WorkLogCreateDto,
  WorkLogDetailDto,
  WorkLogDisputeDto,
  WorkLogDto,
  WorkLogExportQueryDto,
  WorkLogListQueryDto,
} from './dto/work-logs.dto';
import { workLogsCsv, workLogsPdf } from './work-logs-export';
import { WorkLogsService } from './work-logs.service';
import { IdParam } from '../../common/id-param';

@ApiTags('work-logs')
@ApiBearerAuth()
@Controller()
export class WorkLogsController {
  constructor(
    private readonly workLogs: WorkLogsService,
    private readonly logs: WorkLogsRepository,
    private readonly applications: ApplicationsRepository,
  ) {}

  @Get(WORK_LOG_PATHS.list)
  @ApiOperation({
    summary:
      'Working hours: the client of the job, the supplier of the awarded work, admins all; filters awardId, workerId, from, to, status[]; paging',
  })
  @ApiEnvelope(WorkLogDto, { paginated: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: WorkLogListQueryDto) {
    return this.workLogs.list(user, query);
  }

  @Get(WORK_LOG_PATHS.export)
  @ApiOperation({
    summary:
      'The record of an awarded work and period: CSV (German Excel: `;`, decimal comma, UTF-8 BOM) or A4 PDF (worker, date, start, end, break, hours, status)',
  })
  @ApiProduces('text/csv', 'application/pdf')
  @ApiResponse({ status: 200, description: 'the file (attachment)' })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: WorkLogExportQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { award, job } = await this.workLogs.findAward(user, query.awardId);
    const rows = await this.logs.forExport(user, award.id, query.from, query.to);
    const name = `stundennachweis-${award.id.slice(0, 8)}${query.from ? `-${query.from}` : ''}${query.to ? `-${query.to}` : ''}`;
    let content: Buffer;
    if (query.format === 'csv') {
      content = workLogsCsv(rows);
      reply.type('text/csv; charset=utf-8');
    } else {
      const [client, supplier] = await Promise.all(
        [award.clientId, award.supplierId].map(async (id) => (await this.applications.usersByIds([id]))[0]),
      );
      content = await workLogsPdf(
        rows,
        { jobTitle: job.title, clientName: partyName(client), supplierName: partyName(supplier), from: query.from, to: query.to },
        requestLanguage(request),
      );
      reply.type('application/pdf');
    }
    reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${name}.${query.format}"`);
    await reply.send(content);
  }

  @Get(WORK_LOG_PATHS.one(':id'))
  @ApiOperation({ summary: 'One entry with its version history (its client, its supplier, admins; others 404)' })
  @ApiEnvelope(WorkLogDetailDto)
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.workLogs.one(user, id);
  }

  @Roles('supplier')
  @Post(WORK_LOG_PATHS.list)
  @ApiOperation({
    summary:
      'Record a worker’s day on awarded work (the award’s supplier; started work; a named worker): limits 24 h/day and 168 h/week, no overlap; ArbZG warnings in the answer; later than the 7th day needs lateReason',
  })
  @ApiEnvelope(WorkLogDto, { status: 201 })
  async record(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: WorkLogCreateDto,
  ) {
    return withMessage('server.workLogs.recorded', await this.workLogs.record(user, body));
  }

  @Roles('supplier')
  @Patch(WORK_LOG_PATHS.one(':id'))
  @ApiOperation({
    summary: 'Correct an entry (a new version with the reason; while submitted or disputed, 409 once approved)',
  })
  @ApiEnvelope(WorkLogDto)
  async correct(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: WorkLogCorrectionDto,
  ) {
    return withMessage('server.workLogs.corrected', await this.workLogs.correct(user, id, body));
  }

  @Roles('client')
  @Post(WORK_LOG_PATHS.approve)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Approve entries (the job’s client): ids, or an award’s open entries, optionally per worker and period (a worker-week)',
  })
  @ApiEnvelope(WorkLogApproveResultDto)
  async approve(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: WorkLogApproveDto,
  ) {
    const result = await this.workLogs.approve(user, body);
    return withMessage('server.workLogs.approved', result, { count: result.approved });
  }

  @Roles('client')
  @Post(WORK_LOG_PATHS.dispute(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Dispute a submitted entry with a reason (the job’s client); notifies the supplier' })
  @ApiEnvelope(WorkLogDto)
  async dispute(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: WorkLogDisputeDto,
  ) {
    return withMessage('server.workLogs.disputed', await this.workLogs.dispute(user, id, body));
  }
}
