import { ensureDatabase, runMigrations } from '@fachwerk/server/db';
import { ConfigError, loadConfig, type AppConfig } from '@fachwerk/server/core';
import { createApp } from './app/create-app';
import { seedDemoData } from './seed/seed';

/**
 * `node dist/apps/api/main.js`          migrate, then serve on API_PORT
 * `node dist/apps/api/main.js migrate`  migrate and exit
 * `node dist/apps/api/main.js seed`     migrate, seed demo data (idempotent) and exit
 */
async function migrate(config: AppConfig): Promise<void> {
  await ensureDatabase(config.databaseUrl);
  await runMigrations(config.databaseUrl);
}

async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  switch (command) {
    case 'migrate':
      await migrate(config);
      console.log('Migrations applied.');
      return;
    case 'seed': {
      await migrate(config);
      const summary = await seedDemoData(config.databaseUrl, config.storageDir, { totpEncryptionKey: config.totpEncryptionKey });
      console.log(`Demo data seeded: ${summary}`);
      return;
    }
    case undefined:
    case 'serve': {
      await migrate(config);
      const app = await createApp(config);
      await app.listen({ port: config.api.port, host: config.api.host });
      return;
    }
    default:
      throw new Error(`Unknown command "${command}". Use: migrate | seed | serve`);
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
