import { Global, Inject, Module, type OnApplicationShutdown, type DynamicModule } from '@nestjs/common';
import { createDb, type Db, type DbHandle } from './client';

export const DB_HANDLE = Symbol('DB_HANDLE');
export const DB = Symbol('DB');
/** Inject the Drizzle database: `constructor(@InjectDb() private readonly db: Db)`. */
export const InjectDb = () => Inject(DB);

class DbLifecycle implements OnApplicationShutdown {
  constructor(@Inject(DB_HANDLE) private readonly handle: DbHandle) {}
  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}

@Global()
@Module({})
export class DbModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DbModule,
      providers: [
        { provide: DB_HANDLE, useFactory: () => createDb(databaseUrl) },
        { provide: DB, inject: [DB_HANDLE], useFactory: (h: DbHandle): Db => h.db },
        DbLifecycle,
      ],
      exports: [DB_HANDLE, DB],
    };
  }
}
