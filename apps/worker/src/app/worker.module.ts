import {
  Inject,
  Injectable,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { FieldCipher, logWritten, type AppConfig } from '@fachwerk/server/core';
import {
  AccountExportRecords,
  DB,
  DB_HANDLE,
  DbModule,
  InvoiceRecordsRepository,
  JobExpiry,
  RetentionErasure,
  JobsRepository,
  WorkLogAutoApproval,
  PermitWarnings,
  PermitsRepository,
  WorkLogsRepository,
  type Db,
  type DbHandle,
} from '@fachwerk/server/db';
import { OutboxRelay, OutboxRepository, QueueProducer } from '@fachwerk/server/queue';
import { AccountExportBuilder, InvoiceDocumentRenderer, InvoiceFileStore } from '@fachwerk/server/documents';
import { InvoiceReminderTask } from './invoice-reminders.task';
import { WORKER_LOGGER } from './logger';
import { ChatMailProcessor } from './chat-mail.processor';
import { MailProcessor } from './mail.processor';
import { PdfProcessor } from './pdf.processor';
import { MeetingReminderProcessor } from './meeting-reminder.processor';
import { QueueWorkers } from './queue-workers.service';
import { createSmtpTransport } from './smtp-transport';
import { JobExpiryTask, WorkerNotifier } from './job-expiry.task';
import { WorkLogAutoApprovalTask } from './work-log-auto-approval.task';
import { PermitWarningsTask } from './permit-warnings.task';
import { RetentionErasureTask } from './retention-erasure.task';
import { AccountExportProcessor } from './account-export.processor';
import { AccountExportExpiryTask } from './account-export-expiry.task';
import { FieldResealTask } from './field-reseal.task';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Starts the queue workers and the outbox relay with the app; stops them in order on shutdown. */
@Injectable()
class WorkerLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    private readonly workers: QueueWorkers,
    private readonly relay: OutboxRelay,
    private readonly producer: QueueProducer,
    private readonly jobExpiry: JobExpiryTask,
    private readonly invoiceReminders: InvoiceReminderTask,
    private readonly workLogAutoApproval: WorkLogAutoApprovalTask,
    private readonly retentionErasure: RetentionErasureTask,
    private readonly accountExportExpiry: AccountExportExpiryTask,
    private readonly permitWarnings: PermitWarningsTask,
    private readonly fieldReseal: FieldResealTask,
    @Inject(WORKER_LOGGER) private readonly log: Logger,
    @Inject(DB_HANDLE) db: DbHandle,
  ) {
    // An idle pooled connection that PostgreSQL drops (restart, failover) must not crash the worker;
    // the pool opens a new one on the next query.
    db.pool.on('error', (error) => this.log.warn({ err: error.message }, 'idle PostgreSQL connection lost'));
  }

  onApplicationBootstrap(): void {
    this.workers.start();
    this.relay.start();
    this.jobExpiry.start();
    this.invoiceReminders.start();
    this.workLogAutoApproval.start();
    this.retentionErasure.start();
    this.accountExportExpiry.start();
    this.permitWarnings.start();
    this.fieldReseal.start();
    this.log.info({}, 'worker ready');
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.log.info({ signal }, 'worker shutting down');
    await this.jobExpiry.stop();
    await this.invoiceReminders.stop();
    await this.workLogAutoApproval.stop();
    await this.retentionErasure.stop();
    await this.accountExportExpiry.stop();
    await this.permitWarnings.stop();
    await this.fieldReseal.stop();
    await this.relay.stop();
    await this.workers.close();
  }

  async onApplicationShutdown(): Promise<void> {
    try {
      await this.producer.close();
    } catch (error) {
      this.log.warn({ err: error }, 'queue producer did not close cleanly');
    } finally {
      this.log.info({}, 'worker stopped');
      // The log destination is asynchronous and Nest ends the process by re-raising the signal,
      // which runs no exit handler: wait until the last lines are written.
      await logWritten(this.log);
    }
  }
}

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    const fieldCipher = new FieldCipher(config.encryption.key, config.encryption.previousKeys);
    return {
      module: WorkerModule,
      imports: [DbModule.forRoot(config.databaseUrl)],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: WORKER_LOGGER, useValue: logger },
        { provide: OutboxRepository, inject: [DB], useFactory: (db: Db) => new OutboxRepository(db) },
        { provide: QueueProducer, useFactory: () => new QueueProducer(config) },
        {
          provide: OutboxRelay,
          inject: [OutboxRepository, QueueProducer],
          useFactory: (repo: OutboxRepository, producer: QueueProducer) =>
            new OutboxRelay(repo, producer, config, logger.child({ component: 'outbox-relay' })),
        },
        {
          provide: QueueWorkers,
          inject: [OutboxRepository, DB],
          useFactory: (repo: OutboxRepository, db: Db) =>
            new QueueWorkers(
              config,
              repo,
              [
                new MailProcessor(createSmtpTransport(config.smtpUrl), config.mailFrom, undefined, config.storageDir),
                new PdfProcessor(
                  new InvoiceDocumentRenderer(new InvoiceRecordsRepository(db), new InvoiceFileStore(config.storageDir), config.api.publicUrl, (tx, message) => OutboxRepository.insert(tx, message)),
                ),
                new ChatMailProcessor(db, new WorkerNotifier(config)),
                new MeetingReminderProcessor(db, config.api.publicUrl),
                new AccountExportProcessor(
                  new AccountExportBuilder(new AccountExportRecords(db, (value, field) => fieldCipher.open(value, field)), new InvoiceFileStore(config.storageDir), config.api.publicUrl, (tx, message) => OutboxRepository.insert(tx, message)),
                  logger.child({ component: 'account-export' }),
                ),
              ],
              logger.child({ component: 'queue' }),
            ),
        },
        {
          provide: JobExpiryTask,
          inject: [DB],
          useFactory: (db: Db) =>
            new JobExpiryTask(
              new JobExpiry(new JobsRepository(db), new WorkerNotifier(config)),
              logger.child({ component: 'job-expiry' }),
            ),
        },
        {
          provide: InvoiceReminderTask,
          inject: [DB],
          useFactory: (db: Db) =>
            new InvoiceReminderTask(new InvoiceRecordsRepository(db), db, config.api.publicUrl, logger.child({ component: 'invoice-reminders' })),
        },
        {
          provide: WorkLogAutoApprovalTask,
          inject: [DB],
          useFactory: (db: Db) =>
            new WorkLogAutoApprovalTask(
              new WorkLogAutoApproval(new WorkLogsRepository(db), new WorkerNotifier(config)),
              logger.child({ component: 'work-log-auto-approval' }),
              config.workLogAutoApproveDays,
            ),
        },
        {
          provide: RetentionErasureTask,
          inject: [DB],
          useFactory: (db: Db) =>
            new RetentionErasureTask(new RetentionErasure(db), config.storageDir, logger.child({ component: 'retention-erasure' })),
        },
        {
          provide: AccountExportExpiryTask,
          inject: [DB],
          useFactory: (db: Db) =>
            new AccountExportExpiryTask(new AccountExportRecords(db, (value, field) => fieldCipher.open(value, field)), config.storageDir, logger.child({ component: 'account-export-expiry' })),
        },
        {
          provide: FieldResealTask,
          inject: [DB],
          useFactory: (db: Db) =>
            new FieldResealTask(db, fieldCipher, config.totpEncryptionKey, logger.child({ component: 'field-reseal' })),
        },
        {
          provide: PermitWarningsTask,
          inject: [DB],
          useFactory: (db: Db) =>
            new PermitWarningsTask(
              new PermitWarnings(new PermitsRepository(db), new WorkerNotifier(config)),
              logger.child({ component: 'permit-warnings' }),
            ),
        },
        WorkerLifecycle,
      ],
    };
  }
}
