import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InvoiceService } from '@e-invoice-eu/core';
import { validateXML } from 'xmllint-wasm';
import { computeTotals, InvoiceDocumentError, REVERSE_CHARGE_TEXT, SMALL_BUSINESS_TEXT, type InvoiceDocument } from './invoice-document';
import { renderInvoiceDocuments, renderXRechnungCii, renderZugferdPdf } from './invoice-render';
import { invoiceGiroCode } from './invoice-pdf';
import { toEInvoiceData } from './invoice-ubl';
import { standardInvoice } from './testing/invoice-fixtures';
import { einvoiceRulesDir, validateEInvoice } from './einvoice-validator';
import { explainValidationFailures, type EInvoiceValidationResult } from './validation-hints';

/**
 * The official validation artefacts, vendored into the repository (einvoice-rules, a verbatim copy of
 * ../shared/einvoice checked by einvoice-rules.spec.ts) and run by the production validator.
 */
const EINVOICE_DIR = einvoiceRulesDir();
const validate = (xml: string, options?: { en16931Only?: boolean }) => validateEInvoice(xml, options);

// Rendering plus three validation layers per case; the shared machine can be slow, so allow headroom.
jest.setTimeout(60_000);

/** Blocking failures only, readable in a failed expectation. */
const blocking = (result: EInvoiceValidationResult) => [
  ...result.schemaErrors,
  ...result.asserts.filter((a) => a.flag === 'fatal' || a.flag === 'error').map((a) => `${a.id}: ${a.text}`),
];

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, 'g'))].map((m) => m[1]);

const mixed = (): InvoiceDocument =>
  standardInvoice({
    lines: [
      { description: 'Montagearbeiten', quantity: 7.25, unitCode: 'HUR', unitPriceCents: 5199, vat: { category: 'standard', rate: 19 } },
      { description: 'Fachbuch Elektrotechnik', quantity: 3, unitCode: 'C62', unitPriceCents: 1995, vat: { category: 'standard', rate: 7 } },
      { description: 'Anfahrt', quantity: 1, unitCode: 'LS', unitPriceCents: 3333, vat: { category: 'standard', rate: 19 } },
    ],
  });

const reverseCharge = (): InvoiceDocument =>
  standardInvoice({
    lines: [{ description: 'Trockenbau, Bauleistung nach § 13b UStG', quantity: 40, unitCode: 'HUR', unitPriceCents: 4500, vat: { category: 'reverse-charge' } }],
  });

const cancellation = (): InvoiceDocument =>
  standardInvoice({ kind: 'cancellation', number: 'RE-2026-00043', precedingInvoice: { number: 'RE-2026-00042', issueDate: '2026-11-25' } });

const partial = (): InvoiceDocument =>
  standardInvoice({
    kind: 'partial',
    number: 'RE-2026-00044',
    lines: [{ description: '1. Abschlag: 30 % des Festpreises Dachsanierung', quantity: 1, unitCode: 'LS', unitPriceCents: 1_500_000, vat: { category: 'standard', rate: 19 } }],
  });

/** A final invoice over 10,000 € net that deducts two partial invoices (3,000 € and 2,000 € net at 19 %). */
const final = (): InvoiceDocument =>
  standardInvoice({
    kind: 'final',
    number: 'RE-2026-00045',
    lines: [{ description: 'Dachsanierung, Festpreis', quantity: 1, unitCode: 'LS', unitPriceCents: 1_000_000, vat: { category: 'standard', rate: 19 } }],
    deductions: [
      { number: 'RE-2026-00043', issueDate: '2026-10-01', vat: [{ code: 'S', rate: 19, taxableCents: 300_000, taxCents: 57_000 }] },
      { number: 'RE-2026-00044', issueDate: '2026-11-02', vat: [{ code: 'S', rate: 19, taxableCents: 200_000, taxCents: 38_000 }] },
    ],
  });

const smallBusiness = (): InvoiceDocument =>
  standardInvoice({
    seller: { ...standardInvoice().seller, vatId: undefined, registrationId: 'HRB 98765 B' },
    lines: [{ description: 'Malerarbeiten', quantity: 12, unitCode: 'HUR', unitPriceCents: 4000, vat: { category: 'small-business' } }],
  });

const EVERY_KIND = [
  ['standard rate 19 %', standardInvoice],
  ['mixed 19 % and 7 %', mixed],
  ['reverse charge §13b', reverseCharge],
  ['cancellation (Storno) of an earlier invoice', cancellation],
  ['partial invoice', partial],
  ['final invoice after two partial invoices', final],
  ['small business §19', smallBusiness],
] as const;

describe('computeTotals (integer cents, EN 16931 rounding)', () => {
  it('rounds each line, then the VAT per rate, and sums rounded amounts', () => {
    const totals = computeTotals(mixed());
    // 7.25 × 51.99 = 376.9275 → 376.93; 3 × 19.95 = 59.85; 33.33
    expect(totals.lines.map((l) => l.netCents)).toEqual([37693, 5985, 3333]);
    expect(totals.vat).toEqual([
      expect.objectContaining({ code: 'S', rate: 19, taxableCents: 41026, taxCents: 7795 }), // 410.26 × 19 % = 77.9494
      expect.objectContaining({ code: 'S', rate: 7, taxableCents: 5985, taxCents: 419 }), // 59.85 × 7 % = 4.1895
    ]);
    expect(totals).toMatchObject({ netCents: 47011, taxCents: 8214, grossCents: 55225 });
  });

  it('charges no VAT under reverse charge and names the reason', () => {
    const totals = computeTotals(reverseCharge());
    expect(totals.vat).toEqual([{ code: 'AE', rate: 0, reason: REVERSE_CHARGE_TEXT, reasonCode: 'VATEX-EU-AE', taxableCents: 180000, taxCents: 0 }]);
    expect(totals.grossCents).toBe(180000);
  });

  it('refuses quantities with more than three decimals', () => {
    const doc = standardInvoice();
    doc.lines[0]!.quantity = 1.2345;
    expect(() => computeTotals(doc)).toThrow(InvoiceDocumentError);
  });
});

describe('XRechnung CII', () => {
  it.each(EVERY_KIND)('%s passes schema, EN 16931 and XRechnung rules', async (_name, make) => {
    const xml = await renderXRechnungCii(make());
    const result = await validate(xml);
    expect(blocking(result)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  // The library drops the preceding invoice reference (BG-3) that a Storno and a final invoice carry (invoice-render.ts adds it).
  it.each(EVERY_KIND.filter(([name]) => !name.startsWith('cancellation') && !name.startsWith('final')))(
    '%s: the same bytes as the library\'s own generation (kept schema validator, root attributes written into the start tag)',
    async (_name, make) => {
      const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };
      const library = await new InvoiceService(silent).generate(toEInvoiceData(make()), { format: 'XRECHNUNG-CII', lang: 'de-de', noWarnings: true });
      expect(await renderXRechnungCii(make())).toBe(library);
    },
  );

  it('carries the computed totals, the VAT breakdown and the §9 payment text', async () => {
    const xml = await renderXRechnungCii(mixed());
    expect(tag(xml, 'TaxBasisTotalAmount')).toEqual(['470.11']);
    expect(tag(xml, 'GrandTotalAmount')).toEqual(['552.25']);
    expect(tag(xml, 'DuePayableAmount')).toEqual(['552.25']);
    expect(tag(xml, 'RateApplicablePercent')).toEqual(expect.arrayContaining(['19', '7']));
    expect(tag(xml, 'BuyerReference')).toEqual(['04011000-12345-34']);
    expect(tag(xml, 'IBANID')).toEqual(['DE02120300000000202051']);
    const terms = tag(xml, 'Description').join(' ');
    expect(terms).toContain('Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 09.12.2026');
    expect(terms).toContain('10 Prozentpunkten über dem Basiszinssatz der EZB');
    expect(terms).toMatch(/Verzugspauschale von 40,00\s€/); // de-DE puts a no-break space before €
  });

  it('writes reverse charge as category AE with the statutory text', async () => {
    const xml = await renderXRechnungCii(reverseCharge());
    expect(tag(xml, 'CategoryCode')).toEqual(expect.arrayContaining(['AE']));
    expect(tag(xml, 'ExemptionReason')).toEqual([REVERSE_CHARGE_TEXT]);
    expect(tag(xml, 'TaxTotalAmount')).toEqual(['0.00']);
  });

  it('writes a small business as exempt with the §19 reason', async () => {
    const xml = await renderXRechnungCii(smallBusiness());
    expect(tag(xml, 'ExemptionReason')).toEqual([SMALL_BUSINESS_TEXT]);
    expect(xml).toContain('schemeID="FC">30/123/45678<');
  });

  it('writes a Storno as type 381 referencing the original invoice', async () => {
    const xml = await renderXRechnungCii(cancellation());
    expect(tag(xml, 'TypeCode')[0]).toBe('381');
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-00042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261125</);
  });

  it('writes a partial invoice as type 326', async () => {
    const xml = await renderXRechnungCii(partial());
    expect(tag(xml, 'TypeCode')[0]).toBe('326');
  });

  it('writes a final invoice as type 380 with the whole service, the partial invoices as paid amount and the rest due', async () => {
    const xml = await renderXRechnungCii(final());
    expect(tag(xml, 'TypeCode')[0]).toBe('380');
    expect(tag(xml, 'TaxBasisTotalAmount')).toEqual(['10000.00']);
    expect(tag(xml, 'GrandTotalAmount')).toEqual(['11900.00']);
    expect(tag(xml, 'TotalPrepaidAmount')).toEqual(['5950.00']);
    expect(tag(xml, 'DuePayableAmount')).toEqual(['5950.00']);
    // BG-3 occurs once in CII: the latest partial invoice; the notes (BT-22) name both with net and tax per rate.
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-00044<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261102</);
    const notes = tag(xml, 'Content').join('\n');
    expect(notes).toMatch(/Abzüglich Teilrechnung RE-2026-00043 vom 01\.10\.2026: netto 3\.000,00\s€ zu 19 % USt 570,00\s€, brutto 3\.570,00\s€ \(§ 14 Abs\. 5 Satz 2 UStG\)/);
    expect(notes).toMatch(/Abzüglich Teilrechnung RE-2026-00044 vom 02\.11\.2026: netto 2\.000,00\s€ zu 19 % USt 380,00\s€, brutto 2\.380,00\s€/);
  });

  it('refuses partial invoices deducted beyond the final invoice, and deductions on any other kind', async () => {
    const over = final();
    over.lines = [{ ...over.lines[0]!, unitPriceCents: 400_000 }];
    await expect(renderXRechnungCii(over)).rejects.toMatchObject({ field: 'deductions' });
    await expect(renderXRechnungCii({ ...final(), kind: 'partial' })).rejects.toMatchObject({ field: 'deductions' });
  });

  it('refuses a document that cannot be a lawful invoice, naming the field', async () => {
    await expect(renderXRechnungCii(standardInvoice({ kind: 'cancellation' }))).rejects.toMatchObject({ field: 'precedingInvoice' });
    const noBuyerVat = reverseCharge();
    noBuyerVat.buyer.vatId = undefined;
    await expect(renderXRechnungCii(noBuyerVat)).rejects.toMatchObject({ field: 'buyer.vatId' });
    const noTaxId = standardInvoice();
    noTaxId.seller.vatId = undefined;
    noTaxId.seller.taxNumber = undefined;
    await expect(renderXRechnungCii(noTaxId)).rejects.toMatchObject({ field: 'seller.vatId' });
  });
});

describe('ZUGFeRD / Factur-X EN 16931', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fachwerk-zugferd-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Extracts attachments with poppler's pdfdetach: an implementation independent of the one that embedded them. */
  const extract = (pdf: Buffer) => {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, pdf);
    const list = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    const out = `${file}.xml`;
    execFileSync('pdfdetach', ['-save', '1', '-o', out, file]);
    return { list, xml: fs.readFileSync(out, 'utf8'), text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), file };
  };

  it.each([
    ['standard rate 19 %', standardInvoice],
    ['mixed 19 % and 7 %', mixed],
    ['reverse charge §13b', reverseCharge],
    ['cancellation (Storno)', cancellation],
    ['partial invoice', partial],
    ['final invoice after two partial invoices', final],
  ] as const)('%s: the embedded factur-x.xml passes the EN 16931 rules', async (_name, make) => {
    const { pdf } = await renderZugferdPdf(make());
    const { list, xml } = extract(pdf);
    expect(list).toContain('factur-x.xml');
    expect(xml).toMatch(/<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen.eu:en16931:2017<\/ram:ID>/); // profile EN 16931 (BT-24)
    const result = await validate(xml, { en16931Only: true });
    expect(blocking(result)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is an A4 PDF/A-3 showing every §14 UStG field in German formats', async () => {
    const { pdf } = await renderZugferdPdf(mixed(), 'de');
    const { text, file } = extract(pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(info).toMatch(/PDF version:\s+1\.7/);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('pdfaid:part');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(raw).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
    expect(raw).toMatch(/\/AFRelationship \/Alternative/);
    expect(raw).toMatch(/\/AF \[\d+ 0 R\]/);
    expect(raw).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/ yes /); // embedded
    for (const expected of [
      'Muster Montage GmbH', 'Hauptstraße 12', '10115 Berlin', 'USt-IdNr. DE123456789', 'Steuernummer 30/123/45678',
      'Bauherr Süd AG', 'Leopoldstraße 3', '80802 München',
      'Rechnung RE-2026-00042', '25.11.2026', '16.11.2026 – 20.11.2026', '09.12.2026',
      'Montagearbeiten', '7,25', '51,99 €', '376,93 €', '3 Stk.',
      'Nettobetrag', '470,11 €', 'Umsatzsteuer 19 % auf 410,26 €', '77,95 €', 'Umsatzsteuer 7 % auf 59,85 €', '4,19 €',
      'Rechnungsbetrag', '552,25 €', 'IBAN DE02120300000000202051', 'Verzugspauschale von 40,00 €',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each(EVERY_KIND)('%s: both documents at once are the XRechnung XML and the PDF with the library\'s EN 16931 CII', async (_name, make) => {
    const doc = make();
    const both = await renderInvoiceDocuments(doc, 'de', new Date('2026-11-25T10:00:00Z'));
    expect(both.xml).toBe(await renderXRechnungCii(doc));
    const embedded = extract(both.pdf).xml;
    expect(embedded).toBe(extract((await renderZugferdPdf(doc)).pdf).xml);
    // The same CII, but for the EN 16931 guideline (BT-24).
    expect(embedded).toBe(
      both.xml.replace('<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>', '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>'),
    );
    expect(embedded).not.toBe(both.xml);
  });

  it('shows a final invoice with the whole service, each partial invoice deducted, the deducted net and tax per rate and the rest due, as its XML says', async () => {
    const { text, xml } = extract((await renderZugferdPdf(final())).pdf);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Schlussrechnung RE-2026-00045',
      'abzüglich der Teilrechnungen RE-2026-00043, RE-2026-00044',
      'Nettobetrag 10.000,00 €',
      'Rechnungsbetrag 11.900,00 €',
      'Abzug RE-2026-00043 vom 01.10.2026 -3.570,00 €',
      'Abzug RE-2026-00044 vom 02.11.2026 -2.380,00 €',
      'Abgezogen netto 19 % 5.000,00 €',
      'Abgezogene Umsatzsteuer 19 % 950,00 €',
      'Verbleibender Zahlbetrag 5.950,00 €',
    ]) {
      expect(flat).toContain(expected);
    }
    expect(tag(xml, 'DuePayableAmount')).toEqual(['5950.00']);
    expect(tag(xml, 'TotalPrepaidAmount')).toEqual(['5950.00']);
  });

  it('prints a GiroCode (EPC069-12) for the amount due, the final invoice’s rest; none on a Storno', async () => {
    expect(invoiceGiroCode(final())).toBe(['BCD', '002', '1', 'SCT', 'BYLADEM1001', 'Muster Montage GmbH', 'DE02120300000000202051', 'EUR5950.00', '', '', 'RE-2026-00045'].join('\n'));
    expect(invoiceGiroCode(cancellation())).toBeNull();
    expect(extract((await renderZugferdPdf(final())).pdf).text).toContain('GiroCode: mit der Banking-App scannen');
    expect(extract((await renderZugferdPdf(cancellation())).pdf).text).not.toContain('GiroCode');
  });

  it('writes well-formed XMP metadata for a seller name with XML special characters', async () => {
    const doc = standardInvoice({ seller: { ...standardInvoice().seller, name: 'Müller & Söhne <Bau> GmbH' } });
    const raw = (await renderZugferdPdf(doc)).pdf.toString('latin1');
    const xmp = Buffer.from(raw.slice(raw.indexOf('<x:xmpmeta'), raw.indexOf('</x:xmpmeta>') + '</x:xmpmeta>'.length), 'latin1').toString('utf8');
    const result = await validateXML({ xml: [{ fileName: 'xmp.xml', contents: xmp }], normalization: 'c14n' }); // parses it: a malformed XMP fails
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(xmp).toContain('<rdf:li>Müller &#38; Söhne &#60;Bau&#62; GmbH</rdf:li>');
  });

  it('prints the reverse-charge text and the Storno reference', async () => {
    expect(extract((await renderZugferdPdf(reverseCharge())).pdf).text).toContain(REVERSE_CHARGE_TEXT);
    const storno = extract((await renderZugferdPdf(cancellation())).pdf);
    expect(storno.text).toContain('Stornorechnung RE-2026-00043');
    expect(storno.text).toContain('Storno der Rechnung RE-2026-00042 vom 25.11.2026');
    expect(storno.xml).toContain('<ram:IssuerAssignedID>RE-2026-00042</ram:IssuerAssignedID>');
  });
});

describe('the validator really rejects', () => {
  it('the official invalid KoSIT sample (BR-S-08, BR-DE-2, BR-DE-15)', async () => {
    const xml = fs.readFileSync(path.join(EINVOICE_DIR, 'samples/invalid-kosit-cii001.xml'), 'utf8');
    const result = await validate(xml);
    expect(result.valid).toBe(false);
    expect(result.asserts.map((a) => a.id)).toEqual(expect.arrayContaining(['BR-S-08', 'BR-DE-2', 'BR-DE-15']));
  });

  it('one of ours with a wrong grand total (BR-CO-15)', async () => {
    const xml = await renderXRechnungCii(standardInvoice());
    const broken = xml.replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>9999.99<');
    expect(broken).not.toBe(xml);
    const result = await validate(broken);
    expect(result.valid).toBe(false);
    expect(result.asserts.filter((a) => a.flag === 'fatal').map((a) => a.id)).toContain('BR-CO-15');
  });
});

describe('explainValidationFailures', () => {
  it('turns the official failures into plain hints naming the field', async () => {
    const xml = fs.readFileSync(path.join(EINVOICE_DIR, 'samples/invalid-kosit-cii001.xml'), 'utf8');
    const result = await validate(xml);
    const de = explainValidationFailures(result, 'de');
    expect(de).toEqual(
      expect.arrayContaining([
        { rule: 'BR-DE-15', field: 'buyer.reference', message: 'Die Käuferreferenz (Leitweg-ID) fehlt.' },
        { rule: 'BR-DE-2', field: 'seller.contact', message: 'Die Kontaktdaten des Verkäufers (Name, Telefon, E-Mail) fehlen.' },
        expect.objectContaining({ rule: 'BR-S-08', field: 'lines' }),
      ]),
    );
    expect(de.map((h) => h.rule)).not.toContain('BR-DE-21'); // a warning, not a blocker
    expect(explainValidationFailures(result, 'en')).toEqual(
      expect.arrayContaining([{ rule: 'BR-DE-15', field: 'buyer.reference', message: 'The buyer reference (Leitweg-ID) is missing.' }]),
    );
  });

  it('names a missing seller VAT id and falls back to the official text for unknown rules', () => {
    const hints = explainValidationFailures({
      valid: false,
      schemaErrors: [],
      asserts: [
        { layer: 'EN16931', id: 'BR-S-02', flag: 'fatal', text: '[BR-S-02] …' },
        { layer: 'EN16931', id: 'BR-S-02', flag: 'fatal', text: '[BR-S-02] …' },
        { layer: 'EN16931', id: 'BR-XYZ-1', flag: 'fatal', text: 'Something official' },
        { layer: 'XRechnung', id: 'BR-DE-21', flag: 'warning', text: 'only a warning' },
      ],
    });
    expect(hints).toEqual([
      { rule: 'BR-S-02', field: 'seller.vatId', message: 'Umsatzsteuer-ID des Verkäufers fehlt.' },
      { rule: 'BR-XYZ-1', message: 'Something official' },
    ]);
  });
});
