import { excerptOf, plainTextOf } from './plain-text';

describe('plainTextOf', () => {
  it('turns block ends and line breaks into lines and drops the other tags', () => {
    expect(plainTextOf('<h2>Aufgabe</h2><p>Fliesen <strong>legen</strong><br>im Bad</p><ul><li>eins</li><li>zwei</li></ul>')).toBe(
      'Aufgabe\nFliesen legen\nim Bad\neins\nzwei',
    );
  });

  it('decodes the entities the sanitiser writes', () => {
    expect(plainTextOf('<p>Maler &amp; Lackierer &lt;m/w/d&gt; &quot;sofort&quot; &#39;ab&nbsp;Mai&#39;</p>')).toBe(
      `Maler & Lackierer <m/w/d> "sofort" 'ab Mai'`,
    );
  });
});

describe('excerptOf', () => {
  it('cuts excerpts at a word boundary', () => {
    expect(excerptOf('  kurz \n text ')).toBe('kurz text');
    const long = 'Wort '.repeat(100);
    const excerpt = excerptOf(long, 22);
    expect(excerpt).toBe('Wort Wort Wort Wort …');
  });
});
