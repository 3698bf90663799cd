/**
 * fontkit (pdfkit's font engine, installed with pdfkit) ships no types; pdfkit ≥ 0.20 accepts its
 * parsed `Font` in `registerFont`/`font()`. Only what invoice-pdf.ts and its spec use.
 */
declare module 'fontkit' {
  /** A parsed font; opaque here, handed to pdfkit. */
  export interface Font {
    readonly postscriptName: string;
    /** The number of glyphs (the spec counts those of the embedded subsets). */
    readonly numGlyphs: number;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
