import { Controller, Delete } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { AccountsService } from './accounts.service';

@ApiTags('accounts')
@ApiBearerAuth()
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Delete(API_PATHS.accounts.me)
  @Roles('client', 'supplier')
  @ApiOperation({ summary: 'Delete the own account (clients and suppliers; admins get 403)' })
  @ApiEnvelope(null)
  async deleteMe(@CurrentUser() user: AuthenticatedUser) {
    await this.accounts.deleteOwnAccount(user);
    return withMessage('server.accounts.deleted');
  }
}
