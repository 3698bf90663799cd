import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { INVOICE_PATHS } from '@fachwerk/shared/contracts';
import { Roles } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { FeeReportResponseDto, PeriodQueryDto } from './dto/invoices.dto';
import { InvoiceReportsService } from './invoice-reports.service';

@ApiTags('invoices')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class AdminInvoicesController {
  constructor(private readonly reports: InvoiceReportsService) {}

  @Get(INVOICE_PATHS.feeReport)
  @ApiOperation({ summary: 'Service-fee report per supplier for a period (issue dates from–to inclusive)' })
  @ApiEnvelope(FeeReportResponseDto)
  feeReport(@Query() query: PeriodQueryDto) {
    return this.reports.feeReport(query.from, query.to);
  }

  @Get(INVOICE_PATHS.exportCsv)
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Every issued invoice of the period as German CSV (`;`, decimal comma) for the accountant' })
  async exportCsv(@Query() query: PeriodQueryDto, @Res() reply: FastifyReply) {
    const csv = await this.reports.exportCsv(query.from, query.to);
    await reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="rechnungen-${query.from}-${query.to}.csv"`)
      .send(csv);
  }
}
