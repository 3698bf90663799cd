import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import {
  AppConfigModule,
  createValidationPipe,
  GlobalErrorFilter,
  type AppConfig,
} from '@fachwerk/server/core';
import { DbModule } from '@fachwerk/server/db';
import { AccountingModule } from '../modules/accounting';
import { AccountsModule } from '../modules/accounts';
import { AdminAccountsModule } from '../modules/admin-accounts';
import { AuthModule, OAuthModule } from '../modules/auth';
import { AwardsModule } from '../modules/awards';
import { ChatModule } from '../modules/chat';
import { ContractsModule } from '../modules/contracts';
import { ChangeOrdersModule } from '../modules/change-orders';
import { CmsModule } from '../modules/cms';
import { DashboardModule } from '../modules/dashboard';
import { FeedbackModule } from '../modules/feedback';
import { GeoModule } from '../modules/geo';
import { HealthModule } from '../modules/health';
import { InvoicesModule } from '../modules/invoices';
import { WorkLogsModule } from '../modules/work-logs';
import { JobsModule } from '../modules/jobs';
import { MeetingsModule } from '../modules/meetings';
import { NotificationsModule } from '../modules/notifications';
import { PermitsModule } from '../modules/permits';
import { OperationsModule } from '../modules/operations';
import { UploadsModule } from '../modules/uploads';
import { WorkersModule } from '../modules/workers';
import { RealtimeModule } from '../realtime';
import { RedisModule } from './redis.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        DbModule.forRoot(config.databaseUrl),
        RedisModule.forRoot(config),
        AuthModule,
        AccountsModule,
        AccountingModule,
        AdminAccountsModule,
        CmsModule,
        NotificationsModule,
        HealthModule,
        JobsModule,
        AwardsModule,
        ContractsModule,
        ChangeOrdersModule,
        PermitsModule,
        WorkersModule,
        MeetingsModule,
        ChatModule,
        InvoicesModule,
        WorkLogsModule,
        UploadsModule,
        FeedbackModule,
        DashboardModule,
        GeoModule,
        OAuthModule,
        OperationsModule.forRoot(config),
        RealtimeModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: GlobalErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
