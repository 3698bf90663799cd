import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { create as createFont } from 'fontkit';
import type { InvoiceDocument } from './invoice-document';
import { invoiceFontDir, InvoiceFontError, renderInvoicePdf } from './invoice-pdf';
import { standardInvoice } from './testing/invoice-fixtures';

/**
 * The visible invoice reuses work across documents of one process: each font starts with the fixed
 * WinAnsi glyph set (its font program built and deflated once), pdfkit's text layouts are shared and
 * streams that are the same in every invoice are deflated once. This file has its own module registry,
 * so its first rendering starts with every cache empty.
 */
jest.setTimeout(60_000);

const NOW = new Date('2026-11-25T10:00:00Z');
const render = (doc: InvoiceDocument) => renderInvoicePdf(doc, 'de', NOW, { xml: '<rsm:CrossIndustryInvoice/>' });

const other = (): InvoiceDocument =>
  standardInvoice({
    number: 'RE-2026-00077',
    seller: {
      ...standardInvoice().seller,
      name: 'Krüger Dach & Fassade KG',
      address: { street: 'Am Hafen 9', postalCode: '28195', city: 'Bremen', countryCode: 'DE' },
      bank: { iban: 'DE89370400440532013000', accountHolder: 'Krüger Dach & Fassade KG' },
    },
    buyer: { ...standardInvoice().buyer, name: 'Wohnbau Nord eG', address: { street: 'Deichweg 4', postalCode: '20457', city: 'Hamburg', countryCode: 'DE' } },
    lines: [{ description: 'Dachdeckerarbeiten, Geselle Jörg Müßig', quantity: 12.5, unitCode: 'HUR', unitPriceCents: 6100, vat: { category: 'standard', rate: 19 } }],
  });

/** The decoded bytes of every embedded TrueType program (`/FontFile2`), in object order. */
function fontPrograms(pdf: Buffer): Buffer[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\/FontFile2 (\d+) 0 R/g)].map(([, id]) => {
    const start = raw.indexOf(`\n${id} 0 obj\n`);
    const head = raw.indexOf('stream\n', start) + 'stream\n'.length;
    const length = Number(/\/Length (\d+)/.exec(raw.slice(start, head))![1]);
    return zlib.inflateSync(pdf.subarray(head, head + length));
  });
}

describe('renderInvoicePdf across documents of one process', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fachwerk-invoice-pdf-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const text = (pdf: Buffer) => {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  it('renders an invoice to the same bytes with empty and with filled caches, and another invoice shows only its own content', async () => {
    const first = await render(standardInvoice()); // every cache empty
    const second = await render(other());
    const again = await render(standardInvoice());
    expect(again.equals(first)).toBe(true);

    const shown = text(second);
    for (const expected of ['Krüger Dach & Fassade KG', 'Am Hafen 9', 'Wohnbau Nord eG', '20457 Hamburg', 'Rechnung RE-2026-00077', 'Geselle Jörg Müßig', '762,50 €']) {
      expect(shown).toContain(expected);
    }
    for (const foreign of ['Muster Montage', 'Bauherr Süd', 'Jan Kowalski', 'RE-2026-00042']) expect(shown).not.toContain(foreign);
    expect(text(first)).not.toContain('Wohnbau Nord');
  });

  it('embeds the same font programs, with the whole WinAnsi set, in invoices of different text', async () => {
    const a = fontPrograms(await render(standardInvoice()));
    const b = fontPrograms(await render(standardInvoice({ buyer: { ...standardInvoice().buyer, name: 'Café Øresund & Señor GmbH' } })));
    expect(a).toHaveLength(2); // regular and bold
    expect(b[0]!.equals(a[0]!)).toBe(true);
    expect(b[1]!.equals(a[1]!)).toBe(true);
    for (const program of a) {
      // 216 glyphs for the 218 characters (space and no-break space, hyphen and soft hyphen share one), .notdef, components.
      expect(createFont(program).numGlyphs).toBeGreaterThanOrEqual(217);
    }
  });

  it('still embeds and shows a character outside the fixed set, without changing later invoices', async () => {
    const before = await render(standardInvoice());
    const polish = standardInvoice({
      lines: [{ description: 'Fliesenarbeiten, Monteur Łukasz Wiśniewski', quantity: 8, unitCode: 'HUR', unitPriceCents: 4700, vat: { category: 'standard', rate: 19 } }],
    });
    const pdf = await render(polish);
    expect(text(pdf)).toContain('Łukasz Wiśniewski');
    const [regular] = fontPrograms(pdf);
    expect(createFont(regular!).numGlyphs).toBeGreaterThan(createFont(fontPrograms(before)[0]!).numGlyphs);
    expect((await render(standardInvoice())).equals(before)).toBe(true);
  });
});

describe('fonts that cannot lie', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fachwerk-invoice-fonts-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('embeds every font and writes Turkish, Polish and German names so that they extract exactly (poppler)', async () => {
    const names = ['Emre Yılmaz Elektrotechnik', 'Ağaçlı Şişli Straße 5', 'Zofia Łęcka-Wójcik', 'Łódź', 'Jörg Müßig', 'Große Ölmühle'];
    const doc = standardInvoice({
      seller: { ...standardInvoice().seller, name: names[0]!, address: { street: names[1]!, postalCode: '10115', city: 'Berlin', countryCode: 'DE' } },
      lines: [
        { description: `Monteurin ${names[2]} aus ${names[3]}`, quantity: 8, unitCode: 'HUR', unitPriceCents: 4700, vat: { category: 'standard', rate: 19 } },
        { description: `Helfer ${names[4]}, ${names[5]}`, quantity: 4, unitCode: 'HUR', unitPriceCents: 3600, vat: { category: 'standard', rate: 19 } },
      ],
    });
    const file = path.join(dir, 'names.pdf');
    fs.writeFileSync(file, await render(doc));
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts) {
      // name type encoding emb sub uni object ID: "emb" and "uni" are yes for each font
      expect(font).toMatch(/LiberationSans(-Bold)?\s+\S.*\s+yes\s+yes\s+yes\s+\d+\s+0\s*$/);
    }
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    for (const name of names) expect(text).toContain(name);
  });

  it('refuses to render when a font cannot be loaded, on every attempt (no fallback to a font it would not embed)', async () => {
    const saved = process.env['INVOICE_FONT_DIR'];
    process.env['INVOICE_FONT_DIR'] = path.join(dir, 'no-fonts-here');
    try {
      await expect(render(standardInvoice())).rejects.toThrow(InvoiceFontError);
      await expect(render(standardInvoice())).rejects.toThrow(/LiberationSans-Regular\.ttf cannot be loaded/);
      fs.mkdirSync(path.join(dir, 'broken'));
      fs.writeFileSync(path.join(dir, 'broken', 'LiberationSans-Regular.ttf'), 'not a font');
      process.env['INVOICE_FONT_DIR'] = path.join(dir, 'broken');
      await expect(render(standardInvoice())).rejects.toThrow(InvoiceFontError);
    } finally {
      if (saved === undefined) delete process.env['INVOICE_FONT_DIR'];
      else process.env['INVOICE_FONT_DIR'] = saved;
    }
    expect((await render(standardInvoice())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('reads the fonts shipped with the library, or those copied beside a bundle, never the machine’s', () => {
    expect(invoiceFontDir({}, undefined)).toBe(path.join(process.cwd(), 'libs/server/documents/fonts'));
    expect(fs.existsSync(path.join(invoiceFontDir({}, undefined), 'LiberationSans-Bold.ttf'))).toBe(true);
    const bundle = path.join(dir, 'dist', 'apps', 'api');
    fs.mkdirSync(path.join(bundle, 'assets', 'fonts'), { recursive: true });
    fs.copyFileSync(path.join(process.cwd(), 'libs/server/documents/fonts/LiberationSans-Regular.ttf'), path.join(bundle, 'assets', 'fonts', 'LiberationSans-Regular.ttf'));
    expect(invoiceFontDir({}, path.join(bundle, 'main.js'))).toBe(path.join(bundle, 'assets', 'fonts'));
    expect(invoiceFontDir({ INVOICE_FONT_DIR: '/opt/fonts' }, path.join(bundle, 'main.js'))).toBe('/opt/fonts');
  });
});
