import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import {
  AppConfigModule,
  createValidationPipe,
  GlobalErrorFilter,
  type AppConfig,
} from '@fachwerk/server/core';
import { DbModule } from '@fachwerk/server/db';
import { AccountsModule } from '../modules/accounts/accounts.module';
import { AdminAccountsModule } from '../modules/admin-accounts/admin-accounts.module';
import { AuthModule } from '../modules/auth/auth.module';
import { AwardsModule } from '../modules/awards/awards.module';
import { ChatModule } from '../modules/chat/chat.module';
import { CmsModule } from '../modules/cms/cms.module';
import { DashboardModule } from '../modules/dashboard/dashboard.module';
import { FeedbackModule } from '../modules/feedback/feedback.module';
import { GeoModule } from '../modules/geo/geo.module';
import { HealthModule } from '../modules/health/health.module';
import { InvoicesModule } from '../modules/invoices/invoices.module';
import { WorkLogsModule } from '../modules/work-logs/work-logs.module';
import { JobsModule } from '../modules/jobs/jobs.module';
import { MeetingsModule } from '../modules/meetings/meetings.module';
import { NotificationsModule } from '../modules/notifications/notifications.module';
import { OAuthModule } from '../modules/auth/oauth/oauth.module';
import { OperationsModule } from '../modules/operations/operations.module';
import { UploadsModule } from '../modules/uploads/uploads.module';
import { WorkersModule } from '../modules/workers/workers.module';
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
        AdminAccountsModule,
        CmsModule,
        NotificationsModule,
        HealthModule,
        JobsModule,
        AwardsModule,
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
