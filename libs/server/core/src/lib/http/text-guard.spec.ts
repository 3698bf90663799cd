import { isUnsafeText, unsafeTextPath } from './text-guard';

describe('isUnsafeText', () => {
  it.each([
    ['a lone high surrogate', 'ab\ud800'],
    ['a lone low surrogate', '\udc00cd'],
    ['a reversed pair', '\udc00\ud800'],
    ['U+FFFE', 'x\ufffe'],
    ['U+FFFF', '\uffff'],
    ['U+FDD0', '\ufdd0'],
    ['U+FDEF', 'Müller\ufdef'],
    ['U+1FFFE', '\u{1fffe}'],
    ['U+10FFFF', '\u{10ffff}'],
  ])('refuses %s', (_name, value) => {
    expect(isUnsafeText(value)).toBe(true);
  });

  it.each([
    ['German text', 'Müller & Söhne GmbH – „Straße“'],
    ['an emoji (a proper surrogate pair)', 'Gut gemacht 👍'],
    ['CJK and RTL text', '漢字 עברית'],
    ['U+FDCF and U+FDF0 (next to the range)', '\ufdcf\ufdf0'],
    ['U+FFFD (the replacement character)', '\ufffd'],
    ['U+FFFC and U+1FFFD', '\ufffc\u{1fffd}'],
    ['the empty string', ''],
  ])('accepts %s', (_name, value) => {
    expect(isUnsafeText(value)).toBe(false);
  });
});

describe('unsafeTextPath', () => {
  it('names the first unsafe string like the validation pipe names fields', () => {
    expect(unsafeTextPath({ companyName: 'ok', contactPerson: [{ name: 'ok' }, { name: 'x\ud800' }] }, '')).toBe('contactPerson.1.name');
    expect(unsafeTextPath({ a: { b: ['\uffff'] } }, '')).toBe('a.b.0');
    expect(unsafeTextPath('\ufffe', 'q')).toBe('q');
  });

  it('checks keys as well as values', () => {
    expect(unsafeTextPath({ ['k\uffff']: 1 }, '')).toBe('k\uffff');
  });

  it('passes text, numbers, booleans, null and buffers', () => {
    expect(unsafeTextPath({ a: 'Grüße 👋', n: 1, t: true, z: null, list: ['x', 2], buf: Buffer.from([0xff, 0xfe]) }, '')).toBeUndefined();
    expect(unsafeTextPath(undefined, '')).toBeUndefined();
  });
});
