import PDFDocument from 'pdfkit';
import { TIME_ZONE } from '@fachwerk/shared/contracts';
import { formatHours, formatTime } from '@fachwerk/shared/contracts/rules';
import { translate } from '@fachwerk/shared/i18n/server';
import type { WorkLogWithWorker } from '@fachwerk/server/db';
import { germanDate } from './work-logs.service';

export interface WorkLogExportHeader {
  jobTitle: string;
  clientName: string;
  supplierName: string;
  from?: string;
  to?: string;
}

const COLUMNS = ['worker', 'date', 'start', 'end', 'break', 'hours', 'status'] as const;

/** The row values of the record (German formats in both languages: the record is German). */
function cells(language: string, { log, workerName }: WorkLogWithWorker): string[] {
  const status = translate(language, `server.workLogs.export.statuses.${log.status}`);
  return [
    workerName,
    germanDate(log.workDate),
    formatTime(log.startMinute),
    formatTime(log.endMinute),
    String(log.breakMinutes),
    formatHours(log.netMinutes),
    log.late ? `${status} (${translate(language, 'server.workLogs.export.late')})` : status,
  ];
}

/** A CSV field: quoted when needed; a leading = + - @ is defused so spreadsheets never run it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV as German Excel opens it: UTF-8 with BOM, `;` between fields, decimal comma, CRLF line ends,
 * German headers (worker, date, start, end, break, hours, status) and a total line.
 */
export function workLogsCsv(rows: WorkLogWithWorker[]): Buffer {
  const language = 'de';
  const header = COLUMNS.map((c) => translate(language, `server.workLogs.export.${c}`));
  const total = rows.reduce((sum, r) => sum + r.log.netMinutes, 0);
  const lines = [
    header,
    ...rows.map((r) => cells(language, r)),
    [translate(language, 'server.workLogs.export.total'), '', '', '', '', formatHours(total), ''],
  ];
  return Buffer.from(`\uFEFF${lines.map((l) => l.map(csvField).join(';')).join('\r\n')}\r\n`, 'utf8');
}

/** The record as an A4 PDF (pdfkit): heading with job, parties and period, a table, the total. */
export function workLogsPdf(
  rows: WorkLogWithWorker[],
  header: WorkLogExportHeader,
  language: string,
  now = new Date(),
): Promise<Buffer> {
  const t = (key: string) => translate(language, `server.workLogs.export.${key}`);
  const period = header.from || header.to
    ? `${header.from ? germanDate(header.from) : '…'} – ${header.to ? germanDate(header.to) : '…'}`
    : t('all');
  const created = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(now);
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: t('title'), Creator: 'Fachwerk', CreationDate: now } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(t('title'));
    doc.moveDown(0.4).font('Helvetica').fontSize(10);
    for (const [label, value] of [
      [t('job'), header.jobTitle],
      [t('client'), header.clientName],
      [t('supplier'), header.supplierName],
      [t('period'), period],
      [t('createdAt'), created],
    ] as const) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    }
    doc.moveDown();

    // Column x positions across the 499 pt wide text area of A4 with 48 pt margins.
    const columns = [
      [48, 126],
      [178, 61],
      [243, 41],
      [288, 41],
      [333, 46],
      [383, 46],
      [433, 114],
    ] as const;
    const row = (values: string[], bold = false) => {
      if (doc.y > 780) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      let height = 0;
      columns.forEach(([x, width], i) => {
        const align = i >= 4 && i <= 5 ? 'right' : 'left';
        doc.text(values[i] ?? '', x, y, { width, align });
        height = Math.max(height, doc.y - y);
      });
      doc.x = 48;
      doc.y = y + height + 3;
    };
    row(COLUMNS.map((c) => t(c)), true);
    doc.moveTo(48, doc.y - 1).lineTo(547, doc.y - 1).stroke();
    for (const r of rows) row(cells(language, r));
    const total = rows.reduce((sum, r) => sum + r.log.netMinutes, 0);
    doc.moveTo(48, doc.y).lineTo(547, doc.y).stroke();
    doc.y += 3;
    row([t('total'), '', '', '', '', formatHours(total), ''], true);
    doc.end();
  });
}
