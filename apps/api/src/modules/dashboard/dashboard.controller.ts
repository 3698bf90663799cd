import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiDashboardEnvelope } from './dto/dashboard.dto';
import { DashboardService } from './dashboard.service';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get(API_PATHS.dashboard)
  @ApiOperation({
    summary:
      'The figures of the caller’s role (ClientDashboard, SupplierDashboard or AdminDashboard by `role`)',
  })
  @ApiDashboardEnvelope()
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.dashboard.forUser(user);
  }
}
