import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderInvoiceDocuments } from './invoice-render';
import { standardInvoice } from './testing/invoice-fixtures';
import { validateEInvoice } from './einvoice-validator';

jest.setTimeout(120_000);

/** The hybrid PDF declares the ZUGFeRD profile the recipient needs: XRECHNUNG for public buyers. */
describe('ZUGFeRD profile of the hybrid PDF', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fachwerk-zugferd-profile-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The attachments as poppler's pdfdetach sees them (independent of the embedding code). */
  const attachments = (pdf: Buffer) => {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, pdf);
    const list = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    execFileSync('pdfdetach', ['-save', '1', '-o', `${file}.xml`, file]);
    return { list, xml: fs.readFileSync(`${file}.xml`, 'utf8') };
  };

  it('public buyer: attaches the XRechnung itself as xrechnung.xml and declares profile XRECHNUNG; it passes the XRechnung rules', async () => {
    const doc = standardInvoice({ buyer: { ...standardInvoice().buyer, reference: '04011000-1234512345-06' }, zugferdProfile: 'XRECHNUNG' });
    const { pdf, xml } = await renderInvoiceDocuments(doc, 'de', new Date('2026-11-25T10:00:00Z'));
    const { list, xml: embedded } = attachments(pdf);
    expect(list).toContain('xrechnung.xml');
    expect(list).not.toContain('factur-x.xml');
    expect(embedded).toBe(xml);
    expect(embedded).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(embedded).toContain('<ram:BuyerReference>04011000-1234512345-06</ram:BuyerReference>');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>');
    expect(raw).toContain('<fx:DocumentFileName>xrechnung.xml</fx:DocumentFileName>');
    expect((await validateEInvoice(embedded)).valid).toBe(true);
  });

  it('any other buyer: factur-x.xml with profile EN 16931, as before', async () => {
    const { pdf } = await renderInvoiceDocuments(standardInvoice(), 'de', new Date('2026-11-25T10:00:00Z'));
    const { list, xml } = attachments(pdf);
    expect(list).toContain('factur-x.xml');
    expect(xml).toMatch(/<ram:ID>urn:cen.eu:en16931:2017<\/ram:ID>/);
    expect(pdf.toString('latin1')).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
  });
});
