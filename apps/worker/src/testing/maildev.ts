import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitFor } from './net';

export interface ReceivedMail {
  id: string;
  subject: string;
  messageId?: string;
  to: { address: string }[];
  from: { address: string; name?: string }[];
  text?: string;
}

/** MailDev from the `maildev` package on free ports, as the SMTP sink of a suite. */
export class MailDevServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly smtpPort: number,
    readonly webPort: number,
  ) {}

  static async start(): Promise<MailDevServer> {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const bin = path.resolve('node_modules/maildev/dist/bin/maildev.js');
    const child = spawn(
      process.execPath,
      [
        bin,
        '--smtp',
        String(smtpPort),
        '--web',
        String(webPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--silent',
      ],
      { stdio: 'ignore' },
    );
    const server = new MailDevServer(child, smtpPort, webPort);
    await waitFor('MailDev to answer', async () =>
      (await server.messages().catch(() => undefined)) ? true : undefined,
    );
    return server;
  }

  async messages(): Promise<ReceivedMail[]> {
    const response = await fetch(`http://127.0.0.1:${this.webPort}/api/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as ReceivedMail[];
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
