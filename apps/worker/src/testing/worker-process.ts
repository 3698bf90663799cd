import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { waitFor } from './net';

export type LogLine = Record<string, unknown> & { level: number; msg: string };

export const WORKER_BUNDLE = path.resolve('dist/apps/worker/main.js');

/** The built worker (`nx build worker`) as a child process; its JSON log lines are collected. */
export class WorkerProcess {
  readonly logs: LogLine[] = [];
  readonly stderr: string[] = [];
  private readonly exited: Promise<number | string | null>;

  private constructor(private readonly child: ChildProcessByStdio<null, Readable, Readable>) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        this.logs.push(JSON.parse(line) as LogLine);
      } catch {
        this.stderr.push(line);
      }
    });
    createInterface({ input: child.stderr }).on('line', (line) => this.stderr.push(line));
    // 'close', not 'exit': only then has the last log line come through the stdout pipe.
    this.exited = new Promise((resolve) => child.once('close', (code, signal) => resolve(code ?? signal)));
  }

  static async start(env: Record<string, string>): Promise<WorkerProcess> {
    if (!existsSync(WORKER_BUNDLE))
      throw new Error(`${WORKER_BUNDLE} is missing: run "npx nx build worker" first`);
    const child = spawn(process.execPath, [WORKER_BUNDLE], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'debug', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker = new WorkerProcess(child);
    await worker.waitForLog('worker ready', (l) => l.msg === 'worker ready', 30_000);
    return worker;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  find(predicate: (line: LogLine) => boolean): LogLine[] {
    return this.logs.filter(predicate);
  }

  waitForLog(what: string, predicate: (line: LogLine) => boolean, timeoutMs = 20_000): Promise<LogLine> {
    return waitFor(
      `${what} (stderr: ${this.stderr.slice(-5).join(' | ')})`,
      () => {
        if (!this.running && !this.logs.some(predicate)) {
          throw new Error(
            `worker exited (${this.child.exitCode ?? this.child.signalCode}) before ${what}: ${this.stderr.join('\n')}`,
          );
        }
        return this.logs.find(predicate);
      },
      timeoutMs,
    );
  }

  /** SIGKILL: no shutdown hooks, the job stays active in Redis until its lock expires. */
  async kill(): Promise<void> {
    if (this.running) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: graceful shutdown; resolves with the exit code or the signal that ended it. */
  async stop(): Promise<number | string | null> {
    if (this.running) this.child.kill('SIGTERM');
    return this.exited;
  }
}
