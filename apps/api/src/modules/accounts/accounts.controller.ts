import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import { AllowUnapproved } from '../auth';
import { AccountExportService } from './account-export.service';
import { AccountsService } from './accounts.service';
import { AccountExportResponseDto } from './dto/account-export.dto';
import { AccountProfileDto, DeleteAccountDto, UpdateOwnProfileDto } from './dto/account-profile.dto';

/** The own account: readable, editable, exportable and deletable before approval too. */
@ApiTags('accounts')
@ApiBearerAuth()
@AllowUnapproved()
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly exports: AccountExportService,
  ) {}

  @Get(API_PATHS.accounts.me)
  @ApiOperation({ summary: 'The own profile: every draft field of the account type, picture, documents, approval status' })
  @ApiEnvelope(AccountProfileDto)
  getMe(@CurrentUser() user: AuthenticatedUser) {
    return this.accounts.getProfile(user);
  }

  @Patch(API_PATHS.accounts.me)
  @ApiOperation({ summary: 'Update the own profile; profilePercentage is recomputed; a new e-mail needs currentPassword' })
  @ApiEnvelope(AccountProfileDto)
  async updateMe(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateOwnProfileDto) {
    return withMessage('server.accounts.updated', await this.accounts.updateProfile(user, body));
  }

  @Get(API_PATHS.accounts.export)
  @ApiOperation({ summary: 'The latest data export (Art. 15/20 DSGVO): requested, ready (with its expiry), expired or failed; null before the first' })
  @ApiEnvelope(AccountExportResponseDto)
  exportState(@CurrentUser() user: AuthenticatedUser) {
    return this.exports.latest(user);
  }

  @Post(API_PATHS.accounts.export)
  @HttpCode(202)
  @ApiOperation({ summary: 'Request a data export: the worker prepares a ZIP of JSON and files and mails a link; answers the one in preparation if there is one' })
  @ApiEnvelope(AccountExportResponseDto)
  async requestExport(@CurrentUser() user: AuthenticatedUser) {
    return withMessage('server.accounts.exportRequested', await this.exports.request(user));
  }

  @Get(API_PATHS.accounts.exportDownload(':id'))
  @ApiProduces('application/zip')
  @ApiOperation({ summary: 'Download a prepared export (own only; 409 ACCOUNT_EXPORT_NOT_READY before, 410 ACCOUNT_EXPORT_EXPIRED after its expiry)' })
  async downloadExport(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Res() reply: FastifyReply) {
    const { content, filename } = await this.exports.download(user, id);
    await reply
      .type('application/zip')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(content);
  }

  @Delete(API_PATHS.accounts.me)
  @Roles('client', 'supplier')
  @ApiOperation({ summary: 'Delete the own account (current password again): data erased, sessions revoked, confirmation mailed (admins get 403)' })
  @ApiEnvelope(null)
  async deleteMe(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteAccountDto) {
    await this.accounts.deleteOwnAccount(user, body);
    return withMessage('server.accounts.deleted');
  }
}
