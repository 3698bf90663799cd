import { Body, Controller, Get, Patch, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNTING_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import { BuyerProfileDto, JobBuyerReferenceDto, UpdateBuyerProfileDto } from './dto/accounting.dto';
import { BuyerReferences } from './buyer-references.service';

@ApiTags('accounting')
@ApiBearerAuth()
@Roles('client')
@Controller()
export class BuyerReferencesController {
  constructor(private readonly references: BuyerReferences) {}

  @Get(ACCOUNTING_PATHS.buyerProfile)
  @ApiOperation({ summary: 'The client’s invoicing profile: public buyer, Leitweg-ID (BT-10 of every invoice to it), own reference' })
  @ApiEnvelope(BuyerProfileDto)
  profile(@CurrentUser() user: AuthenticatedUser) {
    return this.references.profile(user);
  }

  @Patch(ACCOUNTING_PATHS.buyerProfile)
  @ApiOperation({ summary: 'Change the invoicing profile; a Leitweg-ID is checked by format and check digit (ISO 7064 MOD 97-10)' })
  @ApiEnvelope(BuyerProfileDto)
  async updateProfile(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateBuyerProfileDto) {
    return withMessage('server.accounting.buyerProfileSaved', await this.references.updateProfile(user, body));
  }

  @Get(ACCOUNTING_PATHS.jobBuyerReference(':id'))
  @ApiOperation({ summary: 'A job’s own Leitweg-ID or reference (its client only; others 404)' })
  @ApiEnvelope(JobBuyerReferenceDto)
  jobReference(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.references.jobReference(user, id);
  }

  @Put(ACCOUNTING_PATHS.jobBuyerReference(':id'))
  @ApiOperation({ summary: 'Set a job’s own Leitweg-ID or reference; both null = the profile applies' })
  @ApiEnvelope(JobBuyerReferenceDto)
  async setJobReference(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: JobBuyerReferenceDto) {
    return withMessage('server.accounting.jobReferenceSaved', await this.references.setJobReference(user, id, body));
  }
}
