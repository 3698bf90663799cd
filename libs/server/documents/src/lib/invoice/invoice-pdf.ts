// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- fontkit ships no types; the declaration must reach every program that compiles this file (api, worker)
/// <reference path="./fontkit.d.ts" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { epcPayload } from '@fachwerk/shared/contracts';
import { invoicesWebCatalogue } from '@fachwerk/shared/i18n/invoices-web';
import { computeTotals, deductionTotals, type InvoiceDocument, type InvoiceParty, type ZugferdProfile } from './invoice-document';
import { deductionTexts, formatCents, formatIsoDate, formatQuantity, paymentTermsOf, type InvoiceLanguage } from './invoice-format';
import { bundleAsset } from '../bundle-assets';

/**
 * TrueType fonts embedded in the visible invoice (PDF/A-3 requires embedded fonts): Liberation Sans
 * (metric-compatible with Helvetica; Latin, Latin Extended-A for Turkish and Polish names), shipped
 * with this library in `libs/server/documents/fonts` and copied next to the api and worker bundles
 * (`dist/apps/<app>/assets/fonts`), so no deployment depends on the machine's fonts.
 * `INVOICE_FONT_DIR` overrides the directory. A font that cannot be loaded is an error on every
 * attempt: the renderer never falls back to a font it would not embed.
 *
 * The files are read and parsed by fontkit once per process and the parsed fonts are handed to every
 * document (pdfkit ≥ 0.20 accepts a fontkit `Font` in `registerFont`). Registering the file buffers
 * made pdfkit parse both TTFs again for each invoice and start with empty glyph and table caches, for
 * the text layout and for the subset it embeds: 16.3 → 11.5 ms CPU per visible PDF (200 one-page
 * invoices, `process.cpuUsage()`; the bytes written are the same).
 */
const FONT_FILES = { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' } as const;

/** The font directory: `INVOICE_FONT_DIR`, else the bundle's `assets/fonts`, else the library's own `fonts` in the workspace. */
export function invoiceFontDir(env: Record<string, string | undefined> = process.env, entry: string | undefined = process.argv[1]): string {
  return bundleAsset(
    { envName: 'INVOICE_FONT_DIR', bundled: 'fonts', workspace: 'libs/server/documents/fonts', probe: FONT_FILES.regular },
    env,
    entry,
  );
}

/** A font of the invoice could not be read or parsed: no document is rendered without it. */
export class InvoiceFontError extends Error {
  constructor(file: string, cause: unknown) {
    super(`invoice font ${file} cannot be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'InvoiceFontError';
  }
}

/**
 * fontkit's TrueType subsetter decodes the outline of every glyph it embeds (`glyph._decode()`), for
 * every document, only to find the components of composite glyphs; the glyph objects are kept on the
 * font, their decoded outlines are not. An outline never changes, so each glyph of these fonts keeps
 * it after the first decode. With the default font below: 17.4 → 13.2 ms CPU per invoice (ZUGFeRD PDF
 * + XRechnung XML, 200 one-page invoices, best of three, `process.cpuUsage()`), 2.2 ms of it here;
 * the PDF bytes are the same. `_decode` is fontkit 2's internal method: without it nothing changes.
 * Because the parsed font lives as long as the process, a glyph's characters are completed here too.
 */
function keepDecodedOutlines(font: Font): Font {
  type Glyph = { _decode?: () => unknown; codePoints?: number[] };
  const glyphs = font as unknown as { getGlyph(id: number, codePoints?: number[]): Glyph };
  const getGlyph = glyphs.getGlyph.bind(glyphs);
  const kept = new WeakSet<Glyph>();
  glyphs.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    // fontkit keeps the first glyph object made for an id, with the characters it was asked for. One
    // first made as a component of another (dotless ı inside í, ì, î, ï) has none, so a later document
    // writing ı got no ToUnicode entry and its text extracted as a space. Found when it is asked for by character.
    if (codePoints?.length && !glyph.codePoints?.length) glyph.codePoints = codePoints;
    const decode = glyph._decode;
    if (typeof decode === 'function' && !kept.has(glyph)) {
      kept.add(glyph);
      let outline: { value: unknown } | undefined;
      glyph._decode = () => (outline ??= { value: decode.call(glyph) }).value;
    }
    return glyph;
  };
  return font;
}

/**
 * The glyph set every invoice embeds: the characters of WinAnsiEncoding, PDF's standard Latin text
 * encoding (Latin-1 plus € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ), which covers German and
 * the other western European languages of names, addresses and services.
 *
 * pdfkit subsets each font per document to the glyphs it used, in the order it met them, so every
 * invoice had its own two font programs to build (fontkit's subsetter) and to deflate. Each document
 * instead starts its fonts with this whole set, in this order, through pdfkit's own encoding (so its
 * widths and ToUnicode map cover them): an invoice that uses nothing else embeds the same font
 * programs as every other one, built once per process (see {@link PreparedFont}) and deflated once
 * (see {@link deflateOnce}). A character outside the set is appended by pdfkit as before and that
 * document's subset is built the ordinary way (the spec renders such a name).
 *
 * Measured with the shared layouts below (ZUGFeRD PDF + XRechnung XML of the bench's one-page invoice,
 * `process.cpuUsage()`, median of four runs alternating with the previous code on a machine shared at
 * load 20–30): the first 200 documents after 10 warm-up ones 22.3 → 18.8 ms CPU per invoice, later
 * ones 13.7 → 8.1 ms. The cost: both font programs carry the whole set, so the PDF grows from 42 to
 * 89 KB.
 */
const FIXED_GLYPH_TEXT = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => String.fromCharCode(0xa0 + i)),
  ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ',
].join('');

/** fontkit's subset (pdfkit ≥ 0.20 calls `createSubset`, `includeGlyph` and `encode`). */
interface FontSubset {
  glyphs: number[];
  encode(): Uint8Array;
}

/** What pdfkit's font object (EmbeddedFont) offers beside its constructor's work; checked before use. */
interface PdfkitEmbeddedFont {
  encode(text: string): unknown;
  subset: FontSubset;
  layoutCache?: Record<string, unknown>;
}

/**
 * A parsed font as every invoice uses it: the fontkit font (with kept outlines), the glyph list its
 * subsets start with, their font program built once, and the text layouts of earlier documents.
 */
class PreparedFont {
  readonly font: Font;
  /** The subset's glyphs after {@link FIXED_GLYPH_TEXT}, the same in every document. */
  private fixedGlyphs: number[] | undefined;
  private fixedProgram: Uint8Array | undefined;
  /**
   * pdfkit keeps each word's layout (fontkit's shaping, scaled) per font object, i.e. per document,
   * and its labels, units and most names are laid out again in every invoice. The cached runs are
   * only read after pdfkit stored them, so one cache serves every document of this font (about 1.5 ms
   * of the figures above, warm; a word met for the first time costs fontkit's shaping, ~0.1 ms warm
   * and several times that in a young process). It is started afresh every
   * {@link LAYOUT_CACHE_DOCUMENTS} documents, so words that occur once do not pile up.
   */
  private layouts: Record<string, unknown> = Object.create(null);
  private documents = 0;

  constructor(font: Font) {
    this.font = keepDecodedOutlines(font);
    const parsed = this.font as unknown as { createSubset(): FontSubset };
    const createSubset = parsed.createSubset.bind(parsed);
    parsed.createSubset = () => {
      const subset = createSubset();
      const encode = subset.encode.bind(subset);
      subset.encode = () => {
        // encode() appends the components of composite glyphs, so compare before it runs.
        if (!this.isFixed(subset.glyphs)) return encode();
        return (this.fixedProgram ??= encode());
      };
      return subset;
    };
  }

  private isFixed(glyphs: number[]): boolean {
    const fixed = this.fixedGlyphs;
    return !!fixed && fixed.length === glyphs.length && fixed.every((glyph, index) => glyphs[index] === glyph);
  }

  /** Starts a document's font object with the fixed glyph set and the shared layouts. */
  prepare(embedded: PdfkitEmbeddedFont | undefined): void {
    if (typeof embedded?.encode !== 'function' || !Array.isArray(embedded.subset?.glyphs)) return;
    if (embedded.layoutCache) {
      if (++this.documents > LAYOUT_CACHE_DOCUMENTS) {
        this.layouts = Object.create(null);
        this.documents = 1;
      }
      embedded.layoutCache = this.layouts;
    }
    embedded.encode(FIXED_GLYPH_TEXT);
    this.fixedGlyphs ??= [...embedded.subset.glyphs];
  }
}

const LAYOUT_CACHE_DOCUMENTS = 500;

type EmbeddedFonts = { regular: PreparedFont; bold: PreparedFont };
/** Loaded fonts per directory; only a successful load is kept, a failed one is tried again (and fails again) next time. */
const fontCache = new Map<string, EmbeddedFonts>();
function embeddedFonts(dir: string = invoiceFontDir()): EmbeddedFonts {
  let fonts = fontCache.get(dir);
  if (!fonts) {
    const load = (file: string) => {
      const at = path.join(dir, file);
      try {
        return new PreparedFont(createFont(fs.readFileSync(at)));
      } catch (error) {
        throw new InvoiceFontError(at, error);
      }
    };
    fonts = { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) };
    fontCache.set(dir, fonts);
  }
  return fonts;
}

/**
 * Deflates a stream's bytes as pdfkit does (`zlib.deflateSync` with its defaults), remembering the
 * result for the {@link DEFLATED_KEPT} streams used last: what is the same in every invoice (the two
 * font programs of the fixed glyph set, their ToUnicode maps, the sRGB output intent's ICC profile)
 * is deflated once per process instead of once per document; a page's content or the attached XML is
 * deflated anew. A stream is found by its length and CRC-32 and only taken when its bytes are equal.
 */
const DEFLATED_KEPT = 16;
const deflated = new Map<string, { raw: Uint8Array; deflated: Buffer }>();

function deflateOnce(raw: Uint8Array): Buffer {
  const key = `${raw.length}:${zlib.crc32(raw)}`;
  const kept = deflated.get(key);
  if (kept && Buffer.compare(kept.raw, raw) === 0) {
    // Most recently used last, so the Map's first entry is the one to drop.
    deflated.delete(key);
    deflated.set(key, kept);
    return kept.deflated;
  }
  const result = zlib.deflateSync(raw);
  // A copy: the caller's bytes may be reused after they were written.
  deflated.set(key, { raw: Buffer.from(raw), deflated: result });
  if (deflated.size > DEFLATED_KEPT) deflated.delete(deflated.keys().next().value!);
  return result;
}

/** pdfkit's indirect object (PDFReference): its stream chunks until it is written, and whether it deflates them. */
interface PdfkitReference {
  buffer: Uint8Array[];
  compress: boolean;
  finalize(): void;
}

/**
 * Lets {@link deflateOnce} deflate the document's streams: every object pdfkit creates is written by
 * its `finalize`, which deflates the chunks when `compress` is set; here they are joined and deflated
 * first and handed back already deflated (`/Filter /FlateDecode` is set while they are written), the
 * same bytes pdfkit writes. Unknown internals leave pdfkit's own deflating in place.
 */
function deflateStreamsOnce(pdf: PDFKit.PDFDocument): void {
  const doc = pdf as unknown as { ref(data?: object): PdfkitReference; _security?: unknown };
  const ref = doc.ref.bind(pdf);
  doc.ref = (data) => {
    const object = ref(data);
    const finalize = object.finalize;
    if (typeof finalize !== 'function' || !Array.isArray(object.buffer)) return object;
    object.finalize = () => {
      if (object.compress === true && object.buffer.length > 0 && !doc._security) {
        object.buffer = [deflateOnce(object.buffer.length === 1 ? object.buffer[0]! : Buffer.concat(object.buffer))];
        object.compress = false;
      }
      finalize.call(object);
    };
    return object;
  };
}

/** @types/pdfkit 0.17 predates fontkit fonts as a font source; pdfkit 0.20 takes them (see above). */
const asFontSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

/**
 * Registers the embedded fonts as `regular` and `bold` on a document of this library (invoices,
 * contracts), with the shared glyph set and layouts; throws {@link InvoiceFontError} when a font
 * cannot be loaded.
 */
export function registerDocumentFonts(pdf: PDFKit.PDFDocument): void {
  const fonts = embeddedFonts();
  for (const [name, font] of [['regular', fonts.regular], ['bold', fonts.bold]] as const) {
    pdf.registerFont(name, asFontSource(font.font));
    font.prepare((pdf.font(name) as unknown as { _font?: PdfkitEmbeddedFont })._font);
  }
}

const LABELS = {
  de: {
    // the kinds' names come from the catalogue the web shows them with: one term for each kind everywhere
    title: invoicesWebCatalogue.de.invoicesWeb.kind,
    number: 'Rechnungsnummer',
    issueDate: 'Rechnungsdatum',
    servicePeriod: 'Leistungszeitraum',
    dueDate: 'Fällig am',
    buyerReference: 'Leitweg-ID/Referenz',
    cancels: (number: string, date: string) => `Storno der Rechnung ${number} vom ${date}`,
    refersTo: (number: string, date: string) => `Bezug: Rechnung ${number} vom ${date}`,
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    columns: ['Pos.', 'Leistung', 'Menge', 'Einheit', 'Einzelpreis', 'Netto'],
    units: { HUR: 'Std.', DAY: 'Tag', C62: 'Stk.', LS: 'pauschal' },
    net: 'Nettobetrag',
    vatLine: (rate: number) => `Umsatzsteuer ${rate} %`,
    vatBase: 'auf',
    zeroVat: { AE: 'Umsatzsteuer 0 % (§ 13b UStG)', E: 'Umsatzsteuer 0 % (steuerfrei)', Z: 'Umsatzsteuer 0 %' },
    gross: 'Rechnungsbetrag',
    deducts: (numbers: string) => `Über die Gesamtleistung, abzüglich der Teilrechnungen ${numbers}`,
    lessPartial: (number: string, date: string) => `Abzug ${number} vom ${date}`,
    deductedNet: (rate: number) => `Abgezogen netto ${rate} %`,
    deductedTax: (rate: number) => `Abgezogene Umsatzsteuer ${rate} %`,
    payable: 'Verbleibender Zahlbetrag',
    bank: 'Bankverbindung',
    giroCode: 'GiroCode: mit der Banking-App scannen und den offenen Betrag überweisen',
    page: 'Seite',
  },
  en: {
    title: invoicesWebCatalogue.en.invoicesWeb.kind,
    number: 'Invoice number',
    issueDate: 'Invoice date',
    servicePeriod: 'Service period',
    dueDate: 'Due date',
    buyerReference: 'Your reference',
    cancels: (number: string, date: string) => `Cancels invoice ${number} of ${date}`,
    refersTo: (number: string, date: string) => `Refers to invoice ${number} of ${date}`,
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
    columns: ['No.', 'Service', 'Qty', 'Unit', 'Unit price', 'Net'],
    units: { HUR: 'h', DAY: 'day', C62: 'pc', LS: 'lump sum' },
    net: 'Net amount',
    vatLine: (rate: number) => `VAT ${rate} %`,
    vatBase: 'on',
    zeroVat: { AE: 'VAT 0 % (reverse charge)', E: 'VAT 0 % (exempt)', Z: 'VAT 0 %' },
    gross: 'Invoice total',
    deducts: (numbers: string) => `For the whole service, less the partial invoices ${numbers}`,
    lessPartial: (number: string, date: string) => `Less ${number} of ${date}`,
    deductedNet: (rate: number) => `Deducted net ${rate} %`,
    deductedTax: (rate: number) => `Deducted VAT ${rate} %`,
    payable: 'Remaining amount due',
    bank: 'Bank details',
    giroCode: 'GiroCode: scan with a banking app to pay the amount due',
    page: 'Page',
  },
} as const;

const MARGIN = 56;
const A4_WIDTH = 595.28;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
/** Column x offsets and widths: position, service, quantity, unit, unit price, net. */
const COLUMNS = [
  { x: 0, width: 28, align: 'left' },
  { x: 30, width: 200, align: 'left' },
  { x: 232, width: 50, align: 'right' },
  { x: 288, width: 50, align: 'left' },
  { x: 340, width: 70, align: 'right' },
  { x: 412, width: CONTENT_WIDTH - 412, align: 'right' },
] as const;

function partyLines(party: InvoiceParty): string[] {
  return [party.name, party.address.street, `${party.address.postalCode} ${party.address.city}`, party.address.countryCode === 'DE' ? '' : party.address.countryCode].filter(Boolean);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The XMP a ZUGFeRD 2 / Factur-X 1.0 PDF/A-3 carries beside pdfkit's (pdfaid, dc, xmp, pdf): the fx
 * properties naming the attached XML and its profile, and the PDF/A extension schema declaring them,
 * as the Factur-X specification (and @e-invoice-eu/core's own embedding) writes them.
 */
const facturXXmp = (profile: ZugferdProfile) => `
        <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${ZUGFERD_FILE_NAME[profile]}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>${profile}</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
            <pdfaExtension:schemas>
                <rdf:Bag>
                    <rdf:li rdf:parseType="Resource">
                        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                        <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
                        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                        <pdfaSchema:property>
                            <rdf:Seq>${[
                              ['DocumentFileName', 'The name of the embedded XML document'],
                              ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
                              ['Version', 'The actual version of the standard applying to the embedded XML document'],
                              ['ConformanceLevel', 'The conformance level of the embedded XML document'],
                            ]
                              .map(
                                ([name, description]) => `
                                <rdf:li rdf:parseType="Resource">
                                    <pdfaProperty:name>${name}</pdfaProperty:name>
                                    <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                                    <pdfaProperty:category>external</pdfaProperty:category>
                                    <pdfaProperty:description>${description}</pdfaProperty:description>
                                </rdf:li>`,
                              )
                              .join('')}
                            </rdf:Seq>
                        </pdfaSchema:property>
                    </rdf:li>
                </rdf:Bag>
            </pdfaExtension:schemas>
        </rdf:Description>`;

/**
 * The CII XML to attach, which makes the PDF a ZUGFeRD 2 / Factur-X PDF/A-3b: profile `EN 16931` as
 * `factur-x.xml`, or (public buyers) the XRechnung CII with profile `XRECHNUNG` as `xrechnung.xml`,
 * the name ZUGFeRD gives that profile's attachment.
 */
export interface FacturXAttachment {
  xml: string;
  /** default `EN 16931` */
  profile?: ZugferdProfile;
}

const ZUGFERD_FILE_NAME: Record<ZugferdProfile, string> = { 'EN 16931': 'factur-x.xml', XRECHNUNG: 'xrechnung.xml' };

/** The GiroCode (EPC069-12) a document prints: the amount due to the seller's account with the number as reference; none on a Storno. */
export function invoiceGiroCode(doc: InvoiceDocument): string | null {
  if (doc.kind === 'cancellation') return null;
  const bank = doc.seller.bank;
  return epcPayload({ name: bank.accountHolder || doc.seller.name, iban: bank.iban, bic: bank.bic ?? null, amountCents: computeTotals(doc).payableCents, reference: doc.number });
}

/**
 * Renders the human-readable A4 invoice with every field §14 UStG requires: both parties' names and
 * addresses, the seller's VAT id or tax number, issue date, number, quantity and kind of service,
 * service period, net amount per rate, the rate and tax amount (or the reason for no tax).
 *
 * With `facturX`, pdfkit writes the PDF/A-3b itself (PDF 1.7, pdfaid XMP, sRGB output intent) and
 * attaches the XML as `factur-x.xml` (`AFRelationship /Alternative`, listed in the catalog's `/AF`)
 * with the Factur-X XMP. The library's own embedding (@e-invoice-eu/core with pdf-lib) parsed this
 * PDF again, rebuilt its metadata and wrote it a second time: 4.4 ms CPU per invoice more than
 * pdfkit's attachment (200 one-page invoices, `process.cpuUsage()`).
 */
export function renderInvoicePdf(doc: InvoiceDocument, language: InvoiceLanguage = 'de', now: Date = new Date(), facturX?: FacturXAttachment): Promise<Buffer> {
  const t = LABELS[language];
  const totals = computeTotals(doc);
  // A Storno (type 381) reverses its original: the visible document shows every amount negative, as the XML's type code says.
  const cancellation = doc.kind === 'cancellation';
  const money = (cents: number) => formatCents(cancellation && cents !== 0 ? -cents : cents, language);
  const title = t.title[doc.kind];
  const described = { Title: `${title} ${doc.number}`, Author: doc.seller.name };
  // pdfkit copies Title and Author into the XMP without escaping them; a name such as "Müller & Söhne"
  // would make it malformed. Such a value goes into the XMP here, escaped, and not into the info dictionary.
  const unsafe = facturX ? (Object.keys(described) as (keyof typeof described)[]).filter((key) => escapeXml(described[key]) !== described[key]) : [];
  const info = { ...described, Creator: 'Fachwerk', CreationDate: now, ModDate: now };
  for (const key of unsafe) delete (info as Partial<typeof info>)[key];

  try {
    embeddedFonts();
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise<Buffer>((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      lang: language,
      // No default font: the invoice selects its own before it writes. pdfkit's default (Helvetica)
      // built the standard font's metrics for every document: 17.4 → 15.4 ms CPU per invoice, same pages.
      // @types/pdfkit 0.17 types `font` as a string; pdfkit reads a null as "none".
      font: null as unknown as string,
      info,
      ...(facturX ? { pdfVersion: '1.7' as const, subset: 'PDF/A-3b' as const } : {}),
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    deflateStreamsOnce(pdf);
    registerDocumentFonts(pdf);

    // Sender line and both parties
    const seller = doc.seller;
    pdf.font('regular').fontSize(8).fillColor('#555555').text(`${seller.name} · ${seller.address.street} · ${seller.address.postalCode} ${seller.address.city}`, MARGIN, 120);
    pdf.fillColor('#000000').fontSize(10).text(partyLines(doc.buyer).join('\n'), MARGIN, 134, { width: 240 });
    if (doc.buyer.vatId) pdf.text(`${t.vatId} ${doc.buyer.vatId}`, { width: 240 });

    pdf.font('bold').fontSize(11).text(seller.name, 330, MARGIN, { width: CONTENT_WIDTH - 274 });
    const sellerDetails = [
      ...partyLines(seller).slice(1),
      seller.vatId ? `${t.vatId} ${seller.vatId}` : '',
      seller.taxNumber ? `${t.taxNumber} ${seller.taxNumber}` : '',
      seller.contact.phone,
      seller.contact.email,
    ].filter(Boolean);
    pdf.font('regular').fontSize(9).text(sellerDetails.join('\n'), { width: CONTENT_WIDTH - 274 });

    const meta: [string, string][] = [
      [t.number, doc.number],
      [t.issueDate, formatIsoDate(doc.issueDate, language)],
      [t.servicePeriod, `${formatIsoDate(doc.servicePeriod.start, language)} – ${formatIsoDate(doc.servicePeriod.end, language)}`],
      ...(cancellation ? [] : ([[t.dueDate, formatIsoDate(doc.dueDate, language)]] as [string, string][])),
      [t.buyerReference, doc.buyer.reference],
    ];
    let y = Math.max(pdf.y, 200) + 12;
    for (const [label, value] of meta) {
      pdf.font('regular').fontSize(9).text(label, 300, y, { width: 120, lineBreak: false });
      pdf.text(value, 420, y, { width: MARGIN + CONTENT_WIDTH - 420, align: 'right', lineBreak: false });
      y += 13;
    }

    y = Math.max(y, 260) + 16;
    pdf.font('bold').fontSize(16).text(`${title} ${doc.number}`, MARGIN, y);
    if (doc.precedingInvoice) {
      const ref = doc.kind === 'cancellation' ? t.cancels : t.refersTo;
      pdf.font('regular').fontSize(10).text(ref(doc.precedingInvoice.number, formatIsoDate(doc.precedingInvoice.issueDate, language)));
    } else if (doc.deductions?.length) {
      pdf.font('regular').fontSize(10).text(t.deducts(doc.deductions.map((deduction) => deduction.number).join(', ')));
    }
    pdf.moveDown(0.8);

    // Line table
    const row = (cells: readonly string[], font: 'regular' | 'bold') => {
      const top = pdf.y;
      let bottom = top;
      pdf.font(font).fontSize(9);
      COLUMNS.forEach((column, index) => {
        pdf.text(cells[index] ?? '', MARGIN + column.x, top, { width: column.width, align: column.align });
        bottom = Math.max(bottom, pdf.y);
      });
      pdf.x = MARGIN;
      pdf.y = bottom + 3;
      if (pdf.y > 760) pdf.addPage();
    };
    const rule = () => {
      pdf.moveTo(MARGIN, pdf.y).lineTo(MARGIN + CONTENT_WIDTH, pdf.y).lineWidth(0.5).strokeColor('#999999').stroke();
      pdf.y += 4;
    };
    row(t.columns, 'bold');
    rule();
    totals.lines.forEach(({ line, netCents }, index) =>
      row(
        [
          String(index + 1),
          line.description,
          formatQuantity(line.quantity, language),
          t.units[line.unitCode],
          formatCents(line.unitPriceCents, language),
          money(netCents),
        ],
        'regular',
      ),
    );
    rule();

    // Totals per VAT rate
    const total = (label: string, value: string, font: 'regular' | 'bold' = 'regular') => {
      const top = pdf.y;
      pdf.font(font).fontSize(10).text(label, MARGIN + 200, top, { width: 210 });
      pdf.text(value, MARGIN + 412, top, { width: CONTENT_WIDTH - 412, align: 'right' });
      pdf.x = MARGIN;
      pdf.y = Math.max(pdf.y, top + 13);
    };
    total(t.net, money(totals.netCents));
    for (const group of totals.vat) {
      const label = group.code === 'S' ? t.vatLine(group.rate) : t.zeroVat[group.code];
      total(`${label} ${t.vatBase} ${money(group.taxableCents)}`, money(group.taxCents));
    }
    total(t.gross, money(totals.grossCents), 'bold');
    // A final invoice deducts its partial invoices (§ 14 Abs. 5 UStG): each with its gross, the sums net and tax per rate, the rest due.
    if (doc.deductions?.length) {
      for (const deduction of doc.deductions) {
        total(t.lessPartial(deduction.number, formatIsoDate(deduction.issueDate, language)), money(-deductionTotals(deduction).grossCents));
      }
      for (const group of totals.deducted) {
        total(t.deductedNet(group.rate), money(group.taxableCents));
        total(t.deductedTax(group.rate), money(group.taxCents));
      }
      total(t.payable, money(totals.payableCents), 'bold');
    }
    pdf.moveDown(1);

    // Tax notes, free notes, payment terms, bank
    const reasons = [...new Set(totals.vat.map((group) => group.reason).filter((reason): reason is string => !!reason))];
    pdf.font('regular').fontSize(9);
    for (const text of [...reasons, ...(doc.notes ?? []), ...deductionTexts(doc, language), paymentTermsOf(doc, language)]) {
      pdf.text(text, MARGIN, pdf.y, { width: CONTENT_WIDTH });
      pdf.moveDown(0.4);
    }
    const bank = seller.bank;
    pdf.text(
      `${t.bank}: ${bank.accountHolder ?? seller.name} · IBAN ${bank.iban}${bank.bic ? ` · BIC ${bank.bic}` : ''}`,
      MARGIN,
      pdf.y,
      { width: CONTENT_WIDTH },
    );

    // EPC QR code (GiroCode, EPC069-12) for the amount due, drawn as vector modules (error correction M, as the guideline asks).
    const giroCode = invoiceGiroCode(doc);
    if (giroCode) {
      const qr = QRCode.create(giroCode, { errorCorrectionLevel: 'M' }).modules;
      const module = 2;
      const side = (qr.size + 8) * module;
      if (pdf.y + side + 20 > 780) pdf.addPage();
      const top = pdf.y + 8;
      pdf.rect(MARGIN, top, side, side).fill('#ffffff');
      for (let row = 0; row < qr.size; row += 1) {
        for (let column = 0; column < qr.size; column += 1) {
          if (qr.get(row, column)) pdf.rect(MARGIN + (column + 4) * module, top + (row + 4) * module, module, module);
        }
      }
      pdf.fill('#000000');
      pdf.font('regular').fontSize(9).fillColor('#000000').text(t.giroCode, MARGIN + side + 12, top + side / 2 - 6, { width: CONTENT_WIDTH - side - 12 });
      pdf.x = MARGIN;
      pdf.y = top + side + 4;
    }

    const range = pdf.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page++) {
      pdf.switchToPage(page);
      pdf.page.margins.bottom = 0;
      pdf.font('regular').fontSize(8).fillColor('#555555').text(`${doc.number} · ${t.page} ${page + 1}/${range.count}`, MARGIN, 800, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    }
    if (facturX) {
      const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
        name: ZUGFERD_FILE_NAME[facturX.profile ?? 'EN 16931'],
        type: 'text/xml',
        description: 'Factur-X',
        relationship: 'Alternative',
        creationDate: now,
        modifiedDate: now,
      };
      pdf.file(Buffer.from(facturX.xml, 'utf8'), attachment);
      if (unsafe.length) {
        pdf.appendXML(`
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">${unsafe
          .map((key) =>
            key === 'Title'
              ? `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(described.Title)}</rdf:li></rdf:Alt></dc:title>`
              : `<dc:creator><rdf:Seq><rdf:li>${escapeXml(described.Author)}</rdf:li></rdf:Seq></dc:creator>`,
          )
          .join('')}</rdf:Description>`);
      }
      // PDF/A wants every info entry in the XMP too; pdfkit writes CreationDate's but not ModDate's.
      pdf.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:ModifyDate>${now.toISOString().split('.')[0]}Z</xmp:ModifyDate></rdf:Description>`);
      pdf.appendXML(facturXXmp(facturX.profile ?? 'EN 16931'));
    }
    pdf.end();
  });
}
