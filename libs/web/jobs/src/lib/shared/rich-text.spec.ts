import { htmlToText, textToHtml } from './rich-text';

describe('job description formatting', () => {
  it('turns paragraphs, bullet points and bold text into HTML, escaping the rest', () => {
    expect(
      textToHtml('Wir suchen **zwei** Elektriker.\nAb sofort.\n\n- Schaltschränke\n- Verkabelung <b>'),
    ).toBe(
      '<p>Wir suchen <strong>zwei</strong> Elektriker.<br>Ab sofort.</p><ul><li>Schaltschränke</li><li>Verkabelung &lt;b&gt;</li></ul>',
    );
  });

  it('reads stored HTML back into the same text', () => {
    const text = 'Wir suchen **zwei** Elektriker.\n\n- Schaltschränke\n- Verkabelung';
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText('<p>A &amp; B</p><p>C</p>')).toBe('A & B\n\nC');
  });
});
