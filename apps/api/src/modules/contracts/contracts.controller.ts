import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CONTRACT_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import { ContractsService } from './contracts.service';
import {
  AcceptContractDto,
  ContractDto,
  ContractPdfQueryDto,
  ContractVersionDto,
  ContractVersionsQueryDto,
  StaffingTermsDto,
} from './dto/contracts.dto';

@ApiTags('contracts')
@ApiBearerAuth()
@Controller()
export class ContractsController {
  constructor(private readonly contracts: ContractsService) {}

  @Get(CONTRACT_PATHS.one(':id'))
  @ApiOperation({ summary: 'The contract of an award (its client, its supplier, admins; others 404): current version, status, who still has to accept' })
  @ApiEnvelope(ContractDto)
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.contracts.one(user, id);
  }

  @Get(CONTRACT_PATHS.versions(':id'))
  @ApiOperation({ summary: 'Every version of the contract with its acceptances, newest first' })
  @ApiEnvelope(ContractVersionDto, { paginated: true })
  versions(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Query() query: ContractVersionsQueryDto) {
    return this.contracts.versions(user, id, query.page, query.limit);
  }

  @Roles('client')
  @Put(CONTRACT_PATHS.staffingTerms(':id'))
  @ApiOperation({
    summary:
      'The client enters the staffing terms of § 12 (1) AÜG (activity, qualification, working conditions and pay of comparable employees): a new version both accept',
  })
  @ApiEnvelope(ContractDto)
  async staffingTerms(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: StaffingTermsDto) {
    return withMessage('server.contracts.termsSaved', await this.contracts.setStaffingTerms(user, id, body));
  }

  @Roles('client', 'supplier')
  @Post(CONTRACT_PATHS.accept(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept the current version (its number and SHA-256 as read); records name, time and hash; notifies the other party' })
  @ApiEnvelope(ContractDto)
  async accept(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: AcceptContractDto) {
    return withMessage('server.contracts.accepted', await this.contracts.accept(user, id, body));
  }

  @Get(CONTRACT_PATHS.pdf(':id'))
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The PDF of the current version (or ?version=n), with embedded fonts and the acceptances so far' })
  async pdf(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Query() query: ContractPdfQueryDto, @Res() reply: FastifyReply) {
    const { pdf, filename, sha256 } = await this.contracts.pdf(user, id, query.version);
    await reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('x-content-sha256', sha256)
      .send(pdf);
  }
}
