import { Module } from '@nestjs/common';

/** The invoices domain; its controllers and services arrive with a later issue. */
@Module({})
export class InvoicesModule {}
