import { renderPdf } from './pdf';

describe('renderPdf', () => {
  it('produces a complete PDF document carrying its title', async () => {
    const pdf = await renderPdf('generic', 'de', { title: 'Stundenzettel', lines: ['Zeile 1', 'Zeile 2'] });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('(Stundenzettel)');
  });

  it('uses a language-specific default title', async () => {
    const de = await renderPdf('generic', 'de', {});
    const en = await renderPdf('generic', 'en', {});
    expect(de.toString('latin1')).toContain('(Dokument)');
    expect(en.toString('latin1')).toContain('(Document)');
  });
});
