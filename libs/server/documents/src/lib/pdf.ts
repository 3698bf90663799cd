import PDFDocument from 'pdfkit';
import {
  DEFAULT_LANGUAGE,
  TIME_ZONE,
  type Language,
  type PdfJob,
  type PdfTemplate,
} from '@fachwerk/shared/contracts';

export type PdfData = PdfJob['data'];

const LABELS: Record<Language, { generatedAt: string; defaultTitle: string }> = {
  de: { generatedAt: 'Erstellt am', defaultTitle: 'Dokument' },
  en: { generatedAt: 'Created on', defaultTitle: 'Document' },
};

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * Renders a PDF document. `generic` prints `title`, optional `lines` (array of strings) or `body` and a
 * creation date in the document's language. `invoice` renders the same layout until invoices arrive.
 */
export function renderPdf(
  template: PdfTemplate,
  language: string,
  data: PdfData,
  now: Date = new Date(),
): Promise<Buffer> {
  const lang: Language = language === 'en' ? 'en' : DEFAULT_LANGUAGE;
  const labels = LABELS[lang];
  const title = text(data['title']) || labels.defaultTitle;
  const lines = Array.isArray(data['lines']) ? data['lines'].map(text) : text(data['body']).split('\n');

  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Creator: 'Fachwerk', CreationDate: now },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(18).text(title);
    doc.moveDown(0.5);
    const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'de-DE', {
      dateStyle: 'long',
      timeZone: TIME_ZONE,
    }).format(now);
    doc.font('Helvetica').fontSize(10).fillColor('#555555').text(`${labels.generatedAt} ${date}`);
    doc.moveDown();
    doc.fillColor('#000000').fontSize(12);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}
