import { Body, Controller, Delete, Get, Patch, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { AllowUnapproved } from '../auth';
import { AccountsService } from './accounts.service';
import { AccountProfileDto, DeleteAccountDto, UpdateOwnProfileDto } from './dto/account-profile.dto';
import { requireObjectBody } from '../../common/request-body';

/** The own account: readable, editable, exportable and deletable before approval too. */
@ApiTags('accounts')
@ApiBearerAuth()
@AllowUnapproved()
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get(API_PATHS.accounts.me)
  @ApiOperation({ summary: 'The own profile: every draft field of the account type, picture, documents, approval status' })
  @ApiEnvelope(AccountProfileDto)
  getMe(@CurrentUser() user: AuthenticatedUser) {
    return this.accounts.getProfile(user);
  }

  @Patch(API_PATHS.accounts.me)
  @ApiOperation({ summary: 'Update the own profile; profilePercentage is recomputed; a new e-mail needs currentPassword' })
  @ApiEnvelope(AccountProfileDto)
  async updateMe(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateOwnProfileDto, @Req() request: { body?: unknown }) {
    requireObjectBody(request);
    return withMessage('server.accounts.updated', await this.accounts.updateProfile(user, body));
  }

  @Get(API_PATHS.accounts.export)
  @ApiOperation({ summary: 'JSON export of everything stored about the own account' })
  @ApiEnvelope(null)
  async exportMe(@CurrentUser() user: AuthenticatedUser) {
    return withMessage('server.accounts.exported', await this.accounts.exportData(user));
  }

  @Delete(API_PATHS.accounts.me)
  @Roles('client', 'supplier')
  @ApiOperation({ summary: 'Delete the own account (current password again): data erased, sessions revoked, confirmation mailed (admins get 403)' })
  @ApiEnvelope(null)
  async deleteMe(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteAccountDto, @Req() request: { body?: unknown }) {
    requireObjectBody(request);
    await this.accounts.deleteOwnAccount(user, body);
    return withMessage('server.accounts.deleted');
  }
}
