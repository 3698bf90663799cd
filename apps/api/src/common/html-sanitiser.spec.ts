import { sanitiseHtml } from './html-sanitiser';

describe('sanitiseHtml', () => {
  it('keeps headings, paragraphs, lists and links', () => {
    const html = '<h2>AGB</h2><p>Text <strong>fett</strong> <a href="https://fachwerk.test/agb">Link</a></p><ul><li>eins</li></ul>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitiseHtml('<p>Hallo</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hallo</p>');
  });

  it('drops event-handler attributes', () => {
    const out = sanitiseHtml('<img src="https://x.test/a.png" onerror="alert(1)"><p onclick="x()">Hi</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('<img src="https://x.test/a.png" />');
    expect(out).toContain('<p>Hi</p>');
  });

  it('drops javascript: and data: URLs, also when disguised', () => {
    const out = sanitiseHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="  javascript:x">c</a><img src="data:text/html;base64,PHNjcmlwdD4=">',
    );
    expect(out.toLowerCase()).not.toContain('javascript:');
    expect(out).not.toContain('data:');
  });

  it('drops iframes, forms and inline styles', () => {
    expect(sanitiseHtml('<iframe src="https://evil.test"></iframe><form><input></form><p style="color:red">x</p>')).toBe('<p>x</p>');
  });

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitiseHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
