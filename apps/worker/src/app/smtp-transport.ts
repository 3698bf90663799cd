import { createTransport, type Transporter } from 'nodemailer';

/** Fails a hung SMTP conversation so the job is retried instead of holding its lock for ten minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** A nodemailer transport for `SMTP_URL` (`smtp://[user:pass@]host:port` or `smtps://…`). */
export function createSmtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ...TIMEOUTS,
  });
}
