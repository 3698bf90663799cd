import { Body, Controller, Get, Patch, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ACCOUNTING_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { AccountingSettingsDto, ExportPeriodQueryDto, OpenItemsQueryDto, UpdateAccountingSettingsDto } from './dto/accounting.dto';
import { AccountingExports, type ExportFile } from './accounting-exports.service';

@ApiTags('accounting')
@ApiBearerAuth()
@Roles('supplier')
@Controller()
export class AccountingExportsController {
  constructor(private readonly exports: AccountingExports) {}

  @Get(ACCOUNTING_PATHS.settings)
  @ApiOperation({ summary: 'Own bookkeeping settings: chart of accounts (SKR03/SKR04), DATEV consultant and client number, own revenue accounts' })
  @ApiEnvelope(AccountingSettingsDto)
  settings(@CurrentUser() user: AuthenticatedUser) {
    return this.exports.settings(user);
  }

  @Patch(ACCOUNTING_PATHS.settings)
  @ApiOperation({ summary: 'Change own bookkeeping settings' })
  @ApiEnvelope(AccountingSettingsDto)
  async updateSettings(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateAccountingSettingsDto) {
    return withMessage('server.accounting.settingsSaved', await this.exports.updateSettings(user, body));
  }

  @Get(ACCOUNTING_PATHS.datev)
  @ApiProduces('application/zip')
  @ApiOperation({ summary: 'DATEV: EXTF Buchungsstapel of own invoices and Stornos issued in the period (one calendar year at most) with the PDFs, as ZIP' })
  async datev(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportPeriodQueryDto, @Res() reply: FastifyReply) {
    await send(reply, 'application/zip', await this.exports.datev(user, query));
  }

  @Get(ACCOUNTING_PATHS.archive)
  @ApiProduces('application/zip')
  @ApiOperation({ summary: 'GoBD archive: every own issued PDF and XML of the period with index.csv/index.json (SHA-256 of each file), as ZIP' })
  async archive(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportPeriodQueryDto, @Res() reply: FastifyReply) {
    await send(reply, 'application/zip', await this.exports.archive(user, query));
  }

  @Get(ACCOUNTING_PATHS.invoicesCsv)
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Own issued invoices and Stornos of the period as CSV (Storno negative), the archive’s index' })
  async invoicesCsv(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportPeriodQueryDto, @Res() reply: FastifyReply) {
    await send(reply, 'text/csv; charset=utf-8', await this.exports.invoicesCsv(user, query));
  }

  @Get(ACCOUNTING_PATHS.openItemsCsv)
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Open items (OPOS) on a day (default today) as CSV' })
  async openItemsCsv(@CurrentUser() user: AuthenticatedUser, @Query() query: OpenItemsQueryDto, @Res() reply: FastifyReply) {
    await send(reply, 'text/csv; charset=utf-8', await this.exports.openItemsCsv(user, query.at));
  }

  @Get(ACCOUNTING_PATHS.paymentsCsv)
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Payments received on own invoices in the period as CSV' })
  async paymentsCsv(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportPeriodQueryDto, @Res() reply: FastifyReply) {
    await send(reply, 'text/csv; charset=utf-8', await this.exports.paymentsCsv(user, query));
  }
}

async function send(reply: FastifyReply, type: string, file: ExportFile): Promise<void> {
  await reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.content);
}
