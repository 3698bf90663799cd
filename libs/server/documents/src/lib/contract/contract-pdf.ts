import PDFDocument from 'pdfkit';
import { registerDocumentFonts } from '../invoice/invoice-pdf';

export interface ContractPdfInput {
  /** the version's text as stored (its SHA-256 is `sha256`) */
  text: string;
  version: number;
  sha256: string;
  /** acceptances recorded so far, shown below the text */
  acceptances: { party: 'client' | 'supplier'; name: string; acceptedAt: Date; sha256: string }[];
}

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
const PARTY = { client: 'Entleiher/Auftraggeber', supplier: 'Verleiher/Auftragnehmer' } as const;

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** Headings: the title line and the numbered sections. */
const isHeading = (line: string, index: number) => index === 0 || /^§ \d+ /.test(line);

/**
 * The A4 PDF of a contract version with the library's embedded fonts: the stored text line by line
 * (headings bold), the acceptances recorded so far and, on every page, the version and its SHA-256,
 * so a printed copy can be matched with the record in the app.
 */
export function renderContractPdf(input: ContractPdfInput, now: Date = new Date()): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    let pdf: PDFKit.PDFDocument;
    try {
      pdf = new PDFDocument({
        size: 'A4',
        margin: MARGIN,
        bufferPages: true,
        lang: 'de',
        font: null as unknown as string,
        info: { Title: input.text.split('\n')[0] ?? 'Vertrag', Creator: 'Fachwerk', CreationDate: now, ModDate: now },
      });
      registerDocumentFonts(pdf);
    } catch (error) {
      reject(error);
      return;
    }
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    input.text
      .replace(/\n$/, '')
      .split('\n')
      .forEach((line, index) => {
        if (line === '') {
          pdf.moveDown(0.5);
          return;
        }
        pdf
          .font(isHeading(line, index) ? 'bold' : 'regular')
          .fontSize(index === 0 ? 15 : 10)
          .text(line, MARGIN, pdf.y, { width: WIDTH });
      });

    pdf.moveDown(1.5);
    pdf.font('bold').fontSize(10).text('Annahme', MARGIN, pdf.y, { width: WIDTH });
    pdf.font('regular').fontSize(9);
    if (!input.acceptances.length) pdf.text('Diese Fassung ist noch von keiner Partei angenommen.', { width: WIDTH });
    for (const a of input.acceptances) {
      pdf.text(`${PARTY[a.party]}: angenommen von ${a.name} am ${berlin.format(a.acceptedAt)} (SHA-256 ${a.sha256})`, {
        width: WIDTH,
      });
    }

    const range = pdf.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page++) {
      pdf.switchToPage(page);
      pdf.page.margins.bottom = 0;
      pdf
        .font('regular')
        .fontSize(7)
        .fillColor('#555555')
        .text(`Fassung ${input.version} · SHA-256 ${input.sha256} · Seite ${page + 1}/${range.count}`, MARGIN, 806, {
          width: WIDTH,
          lineBreak: false,
        });
    }
    pdf.end();
  });
}
