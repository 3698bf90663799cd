import { Controller, Get, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { API_PATHS, type DependencyState, type HealthReport } from '@fachwerk/shared/contracts';
import { FastPath, Public, withMessage } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { HealthService } from './health.service';

const STATES = ['up', 'down'];
/** Fastify route config read by @fastify/rate-limit (set per handler: Nest reads it from the handler only). */
const NO_RATE_LIMIT = { rateLimit: false };

class HealthChecksDto {
  @ApiProperty({ enum: STATES }) database!: DependencyState;
  @ApiProperty({ enum: STATES }) redis!: DependencyState;
  @ApiProperty({ enum: STATES }) queue!: DependencyState;
}

export class HealthReportDto implements HealthReport {
  @ApiProperty({ enum: ['ok', 'error'] }) status!: 'ok' | 'error';
  @ApiProperty({ type: HealthChecksDto }) checks!: HealthChecksDto;
  @ApiProperty() uptimeSeconds!: number;
}

export class LiveDto {
  @ApiProperty({ example: 'ok' }) status!: 'ok';
}

/** Probes for load balancers and orchestrators: public and exempt from rate limiting. */
@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get(API_PATHS.health)
  @RouteConfig(NO_RATE_LIMIT)
  @ApiOperation({ summary: 'Database, Redis and queue status; 503 when one is down' })
  @ApiEnvelope(HealthReportDto, { description: 'All dependencies up' })
  @ApiEnvelope(HealthReportDto, { status: 503, description: 'At least one dependency down' })
  async report(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.report();
    if (report.status !== 'ok') void reply.status(503);
    return withMessage(report.status === 'ok' ? 'server.health.ok' : 'server.health.degraded', report);
  }

  @Get(API_PATHS.healthLive)
  @RouteConfig(NO_RATE_LIMIT)
  @FastPath()
  @ApiOperation({ summary: 'Liveness: answers without touching any dependency' })
  @ApiEnvelope(LiveDto)
  live(): LiveDto {
    return { status: 'ok' };
  }
}
