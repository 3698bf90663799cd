import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import { DeadLetterDto, DeadLetterListQueryDto } from './dead-letters.dto';
import { DeadLettersService } from './dead-letters.service';

@ApiTags('admin operations')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class DeadLettersController {
  constructor(private readonly letters: DeadLettersService) {}

  @Get(API_PATHS.admin.deadLetters)
  @ApiOperation({ summary: 'Mails and PDFs that failed every attempt, newest first' })
  @ApiEnvelope(null)
  list(@Query() query: DeadLetterListQueryDto) {
    return this.letters.list(query);
  }

  @Post(API_PATHS.admin.deadLetterRetry(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Retry a dead letter with a fresh round of attempts (audited)' })
  @ApiEnvelope(DeadLetterDto)
  async retry(@CurrentUser() admin: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.operations.deadLetterRetried', await this.letters.retry(admin, id));
  }
}
