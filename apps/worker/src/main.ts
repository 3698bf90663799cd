import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, type AppConfig } from '@fachwerk/server/core';
import { runMigrations } from '@fachwerk/server/db';
import { startHeartbeat } from './app/heartbeat';
import { createWorkerLogger, NestPinoLogger } from './app/logger';
import { startWorkerMetrics } from './app/metrics';
import { WorkerModule } from './app/worker.module';

/** The worker: a NestJS application context (no HTTP) running the outbox relay and the queue processors. */
async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createWorkerLogger(config);
  // Safe next to the api doing the same: the migrator takes an advisory lock.
  await runMigrations(config.databaseUrl);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), {
    logger: new NestPinoLogger(logger),
  });
  app.enableShutdownHooks();
  await startWorkerMetrics(app);
  // Kubernetes liveness (deploy/k8s/base/worker.yaml): only after the processors are up.
  startHeartbeat(process.env['WORKER_HEARTBEAT_FILE']);
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
