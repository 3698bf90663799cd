import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import { AccountProfileDto, UpdateProfileDto } from '../accounts';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminAccountListQueryDto, AuditLogQueryDto, RejectAccountDto } from './dto/admin-accounts.dto';

@ApiTags('admin accounts')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Get(API_PATHS.admin.accounts)
  @ApiOperation({ summary: 'Client or supplier accounts: filter by approval and status, search, paging' })
  @ApiEnvelope(null)
  list(@Query() query: AdminAccountListQueryDto) {
    return this.accounts.list(query);
  }

  @Get(API_PATHS.admin.auditLog)
  @ApiOperation({ summary: 'Audit log of admin actions, newest first, optionally for one target account' })
  @ApiEnvelope(null)
  auditLog(@Query() query: AuditLogQueryDto) {
    return this.accounts.auditLog(query);
  }

  @Get(API_PATHS.admin.account(':id'))
  @ApiOperation({ summary: 'Full profile of an account with its documents' })
  @ApiEnvelope(AccountProfileDto)
  get(@IdParam() id: string) {
    return this.accounts.get(id);
  }

  @Patch(API_PATHS.admin.account(':id'))
  @ApiOperation({ summary: 'Edit an account’s profile (audited)' })
  @ApiEnvelope(AccountProfileDto)
  async update(@CurrentUser() admin: AuthenticatedUser, @IdParam() id: string, @Body() body: UpdateProfileDto) {
    return withMessage('server.adminAccounts.updated', await this.accounts.update(admin, id, body));
  }

  @Post(API_PATHS.admin.approve(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve an account (mailed, audited)' })
  @ApiEnvelope(AccountProfileDto)
  async approve(@CurrentUser() admin: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.adminAccounts.approved', await this.accounts.approve(admin, id));
  }

  @Post(API_PATHS.admin.reject(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject an account with a reason (mailed, audited)' })
  @ApiEnvelope(AccountProfileDto)
  async reject(@CurrentUser() admin: AuthenticatedUser, @IdParam() id: string, @Body() body: RejectAccountDto) {
    return withMessage('server.adminAccounts.rejected', await this.accounts.reject(admin, id, body.reason));
  }

  @Post(API_PATHS.admin.activate(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Activate an account (audited)' })
  @ApiEnvelope(AccountProfileDto)
  async activate(@CurrentUser() admin: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.adminAccounts.activated', await this.accounts.setStatus(admin, id, 'active'));
  }

  @Post(API_PATHS.admin.deactivate(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate an account: all its sessions end at once (audited)' })
  @ApiEnvelope(AccountProfileDto)
  async deactivate(@CurrentUser() admin: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.adminAccounts.deactivated', await this.accounts.setStatus(admin, id, 'inactive'));
  }
}
