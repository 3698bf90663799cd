import { Body, Controller, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { INVOICE_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, InjectConfig, Roles, withMessage, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import { InvoiceFileStore } from '@fachwerk/server/documents';
import { ApiEnvelope } from '../../common/swagger';
import {
  ContestPaymentDto,
  CreateInvoiceDto,
  InvoiceDtoResponse,
  InvoiceListItemDto,
  InvoiceListQueryDto,
  InvoiceMessageDto,
  InvoiceMessageResponseDto,
  InvoiceSettingsResponseDto,
  RecordPaymentDto,
  UpdateInvoiceDto,
  UpdateInvoiceSettingsDto,
} from './dto/invoices.dto';
import { InvoiceDraftsService } from './invoice-drafts.service';
import { InvoiceIssuingService } from './invoice-issuing.service';
import { InvoicePaymentsService } from './invoice-payments.service';
import { InvoicesService } from './invoices.service';
import { IdParam } from '../../common/id-param';
import { PageQueryDto } from '../../common/page-query.dto';

@ApiTags('invoices')
@ApiBearerAuth()
@Controller()
export class InvoicesController {
  private readonly store: InvoiceFileStore;

  constructor(
    private readonly invoices: InvoicesService,
    private readonly drafts: InvoiceDraftsService,
    private readonly issuing: InvoiceIssuingService,
    private readonly payments: InvoicePaymentsService,
    @InjectConfig() config: AppConfig,
  ) {
    this.store = new InvoiceFileStore(config.storageDir);
  }

  @Get(INVOICE_PATHS.list)
  @ApiOperation({ summary: 'Invoices: suppliers their own (and the platform’s fee invoices to them), clients those received (never drafts), admins all; filters and paging' })
  @ApiEnvelope(InvoiceListItemDto, { paginated: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: InvoiceListQueryDto) {
    return this.invoices.list(user, query);
  }

  @Roles('supplier')
  @Post(INVOICE_PATHS.list)
  @ApiOperation({ summary: 'Create a draft from an award: the fixed price (full or partial) or approved, not yet invoiced hours (a line per worker)' })
  @ApiEnvelope(InvoiceDtoResponse)
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateInvoiceDto) {
    return withMessage('server.invoices.created', await this.drafts.create(user, body));
  }

  @Roles('supplier', 'client')
  @Get(INVOICE_PATHS.settings)
  @ApiOperation({ summary: 'Own invoice settings (suppliers: number format, tax ids, §19, payment days; clients: the §13b certificate)' })
  @ApiEnvelope(InvoiceSettingsResponseDto)
  settings(@CurrentUser() user: AuthenticatedUser) {
    return this.invoices.settings(user);
  }

  @Roles('supplier', 'client')
  @Patch(INVOICE_PATHS.settings)
  @ApiOperation({ summary: 'Change own invoice settings; the number format applies to numbers taken afterwards' })
  @ApiEnvelope(InvoiceSettingsResponseDto)
  async updateSettings(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateInvoiceSettingsDto) {
    return withMessage('server.invoices.settingsSaved', await this.invoices.updateSettings(user, body));
  }

  @Get(INVOICE_PATHS.one(':id'))
  @ApiOperation({ summary: 'One invoice (its supplier, its client once issued, admins; others 404) with lines, totals, payments, links' })
  @ApiEnvelope(InvoiceDtoResponse)
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.invoices.one(user, id);
  }

  @Roles('supplier')
  @Patch(INVOICE_PATHS.one(':id'))
  @ApiOperation({ summary: 'Edit a draft (lines, payment days, §9 text, service period, tax); an issued invoice is 409 INVOICE_NOT_DRAFT' })
  @ApiEnvelope(InvoiceDtoResponse)
  async update(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: UpdateInvoiceDto) {
    return withMessage('server.invoices.updated', await this.drafts.update(user, id, body));
  }

  @Roles('supplier')
  @Post(INVOICE_PATHS.issue(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Issue: validated with the official e-invoice rules (422 INVOICE_NOT_VALID with hints), numbered without gaps, frozen; PDF and XML rendered by the worker' })
  @ApiEnvelope(InvoiceDtoResponse)
  async issue(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    const invoice = await this.issuing.issue(user, id);
    return withMessage('server.invoices.issued', invoice, { number: invoice.number ?? '' });
  }

  @Roles('supplier')
  @Post(INVOICE_PATHS.cancel(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Storno: issues a cancellation invoice (own number, referencing the original); answers the Storno' })
  @ApiEnvelope(InvoiceDtoResponse)
  async cancel(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    const storno = await this.issuing.cancel(user, id);
    return withMessage('server.invoices.cancelled', storno, { number: storno.number ?? '' });
  }

  @Roles('client')
  @Post(INVOICE_PATHS.payment(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'The client reports a payment (amount, date; a part is allowed): it counts against the open amount until the supplier contests it' })
  @ApiEnvelope(InvoiceDtoResponse)
  async pay(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: RecordPaymentDto) {
    return withMessage('server.invoices.paymentRecorded', await this.payments.pay(user, id, body));
  }

  @Roles('supplier')
  @Post(INVOICE_PATHS.confirmPayment(':id', ':paymentId'))
  @HttpCode(200)
  @ApiOperation({ summary: 'The supplier confirms a payment its client reported; 409 INVOICE_PAYMENT_NOT_REPORTED once decided' })
  @ApiEnvelope(InvoiceDtoResponse)
  async confirmPayment(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @IdParam('paymentId') paymentId: string) {
    return withMessage('server.invoices.paymentConfirmed', await this.payments.confirm(user, id, paymentId));
  }

  @Roles('supplier')
  @Post(INVOICE_PATHS.contestPayment(':id', ':paymentId'))
  @HttpCode(200)
  @ApiOperation({ summary: 'The supplier contests a payment its client reported, with the reason: it no longer counts, the amount is open again' })
  @ApiEnvelope(InvoiceDtoResponse)
  async contestPayment(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @IdParam('paymentId') paymentId: string, @Body() body: ContestPaymentDto) {
    return withMessage('server.invoices.paymentContested', await this.payments.contest(user, id, paymentId, body.reason));
  }

  @Get(INVOICE_PATHS.messages(':id'))
  @ApiOperation({ summary: 'Messages between the parties of an invoice, oldest first, paged' })
  @ApiEnvelope(InvoiceMessageResponseDto, { paginated: true })
  messages(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Query() query: PageQueryDto) {
    return this.payments.messages(user, id, query.page, query.limit);
  }

  @Post(INVOICE_PATHS.messages(':id'))
  @ApiOperation({ summary: 'Write a message on an issued invoice (its supplier, its client, admins)' })
  @ApiEnvelope(InvoiceMessageResponseDto)
  async addMessage(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: InvoiceMessageDto) {
    return withMessage('server.invoices.messageSent', await this.payments.addMessage(user, id, body.body));
  }

  @Get(INVOICE_PATHS.pdf(':id'))
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The ZUGFeRD PDF (PDF/A-3 with factur-x.xml); 409 INVOICE_DOCUMENT_PENDING while it is being rendered' })
  async pdf(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Res() reply: FastifyReply) {
    await this.send(user, id, 'pdf', 'application/pdf', reply);
  }

  @Get(INVOICE_PATHS.xml(':id'))
  @ApiProduces('application/xml')
  @ApiOperation({ summary: 'The XRechnung (UN/CEFACT CII XML); 409 INVOICE_DOCUMENT_PENDING while it is being rendered' })
  async xml(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Res() reply: FastifyReply) {
    await this.send(user, id, 'xml', 'application/xml', reply);
  }

  private async send(user: AuthenticatedUser, id: string, format: 'pdf' | 'xml', type: string, reply: FastifyReply): Promise<void> {
    const document = await this.invoices.document(user, id, format);
    const content = await this.store.read(document.storageKey);
    await reply
      .type(type)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${document.filename}"`)
      .header('x-content-sha256', document.sha256)
      .send(content);
  }
}
