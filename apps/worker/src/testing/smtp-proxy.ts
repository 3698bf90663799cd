import { EventEmitter } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the worker and the SMTP sink. In `hold` mode it forwards the conversation up
 * to and including the DATA command, then keeps the message body back, so the mail job stays active
 * (waiting for the server's answer) for as long as the test wants. Closing either side closes both,
 * so a killed worker leaves the sink with an unfinished message, which it discards.
 */
export class SmtpProxy extends EventEmitter {
  mode: 'hold' | 'pass' = 'pass';
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {
    super();
  }

  static start(targetPort: number): Promise<SmtpProxy> {
    return new Promise((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const proxy = new SmtpProxy(server, typeof address === 'object' && address ? address.port : 0);
        server.on('connection', (client) => proxy.handle(client, targetPort));
        resolve(proxy);
      });
    });
  }

  private handle(client: Socket, targetPort: number): void {
    const upstream = connect(targetPort, '127.0.0.1');
    this.sockets.add(client).add(upstream);
    const holding = this.mode === 'hold';
    let held = false;
    let transcript = '';
    client.on('data', (chunk) => {
      if (held) return;
      upstream.write(chunk);
      transcript += chunk.toString('latin1');
      if (holding && /(^|\r\n)DATA\r\n/i.test(transcript)) {
        held = true;
        this.emit('held');
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('close', closeBoth).on('error', closeBoth);
    upstream.on('close', closeBoth).on('error', closeBoth);
  }

  /** Resolves when a connection in hold mode reached the message body. */
  nextHold(): Promise<void> {
    return new Promise((resolve) => this.once('held', () => resolve()));
  }

  close(): Promise<void> {
    this.sockets.forEach((s) => s.destroy());
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
