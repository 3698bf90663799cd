/**
 * Before an award, contact details stay on the platform: e-mail addresses, phone numbers, web
 * addresses and messenger handles in text one party writes to the other (chat messages, attachment
 * names, application messages, meeting agendas, and so every e-mail and calendar file carrying them)
 * are replaced by MASK, and the text is flagged, so the screens say why.
 *
 * It recognises the usual ways around a plain pattern: `(at)`, `[at]`, ` at `, `ät` and `(dot)`,
 * `[punkt]`, ` dot ` in addresses; phone numbers with +49 / 0049 / 0 prefixes, spaced, dotted,
 * slashed or bracketed digits, and digits spelled out in German or English ("null eins sieben …");
 * messenger names followed by a handle, and @handles with digits. Dates, times, prices and amounts,
 * postcodes, house numbers and counts are left alone: a digit run counts as a phone number only with
 * at least 7 digits that start like a dialled number (+, 00, 0), or with at least 10 digits.
 */
export const MASK = '[…]';

/** Spelled digits, German and English (the words a number is read out with). */
const DIGIT_WORDS: Record<string, string> = {
  null: '0', zero: '0', oh: '0',
  eins: '1', one: '1',
  zwei: '2', zwo: '2', two: '2',
  drei: '3', three: '3',
  vier: '4', four: '4',
  fünf: '5', fuenf: '5', five: '5',
  sechs: '6', six: '6',
  sieben: '7', seven: '7',
  acht: '8', eight: '8',
  neun: '9', nine: '9',
};

const AT = String.raw`(?:\s*[@＠]\s*|\s*[([{<]\s*(?:at|ät|aet)\s*[)\]}>]\s*|\s+(?:at|ät)\s+)`;
const DOT = String.raw`(?:\.|\s*[([{<]\s*(?:dot|punkt|pkt)\s*[)\]}>]\s*|\s+(?:dot|punkt)\s+)`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}[\p{L}\p{N}])?`;
const TLD = String.raw`\p{L}{2,24}`;
const EMAIL = new RegExp(String.raw`[\p{L}\p{N}._%+-]+${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}\b`, 'giu');
/** Web addresses: a scheme or www., or a bare domain under a common top-level domain (obfuscated dots too). */
const WEB = new RegExp(
  String.raw`\b(?:https?:\/\/|www${DOT})[^\s<>"]+|\b${LABEL}(?:${DOT}${LABEL})*${DOT}(?:de|com|net|org|eu|info|biz|at|ch|io|shop|online|app|me)\b(?![.-]?\p{L})`,
  'giu',
);
const MESSENGERS = String.raw`whats\s?app|telegram|signal|skype|threema|wechat|viber|insta(?:gram)?|facebook|fb|linkedin|xing|tiktok|snap(?:chat)?|discord|teams`;
/** A messenger followed by a handle (after a colon or dash, an @handle, or a handle with a digit). */
const MESSENGER_HANDLE = new RegExp(
  String.raw`\b(?:${MESSENGERS})\b(?:\s*[:\-–]\s*@?[\p{L}\p{N}._-]{3,}|\s+@[\p{L}\p{N}._-]{2,}|\s+[\p{L}._-]*\p{N}[\p{L}\p{N}._-]*)`,
  'giu',
);
/** An @handle with a digit (Telegram, Instagram and the like), not an e-mail address (caught above). */
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}_.][\p{L}\p{N}_.]*\p{N}[\p{L}\p{N}_.]*/giu;

/** Spans a digit run must not reach into: dates, times, amounts with a currency, units. */
const SAFE = new RegExp(
  [
    String.raw`\b\d{1,2}\.\s?\d{1,2}\.\s?(?:\d{4}|\d{2})\b`, // 01.05.2026, 1. 5. 26
    String.raw`\b\d{4}-\d{2}-\d{2}\b`, // 2026-05-01
    String.raw`\b\d{1,2}[:.]\d{2}\s?(?:uhr|h)\b`, // 7.30 Uhr
    String.raw`\b\d{1,2}:\d{2}\b`, // 07:30
    String.raw`(?:€|eur|euro)\s?\d[\d.,]*`, // € 1.250,00
    String.raw`\d[\d.,]*\s?(?:€|eur\b|euro\b|%|prozent\b|m²|m2\b|qm\b|km\b|cm\b|mm\b|kg\b|t\b|stunden\b|std\b|h\b|tage?\b|wochen?\b|monate?\b|mitarbeiter\b|leute\b|personen\b|stück\b|stk\b)`,
  ].join('|'),
  'giu',
);

/** Tokens of a possible phone number: digits, + and spelled digits, with the separators people put between them. */
const TOKEN = new RegExp(String.raw`\+|\d+|${Object.keys(DIGIT_WORDS).sort((a, b) => b.length - a.length).join('|')}`, 'giu');
const SEPARATOR = /^[\s/().\-–]*$/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

interface Span {
  start: number;
  end: number;
}

/** Phone numbers: runs of digit tokens separated only by spaces and punctuation, outside the safe spans. */
function phoneSpans(text: string, safe: Span[]): Span[] {
  const inSafe = (index: number) => safe.some((s) => index >= s.start && index < s.end);
  const tokens: { start: number; end: number; digits: string }[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const word = match[0].toLowerCase();
    const isWord = /\p{L}/u.test(word);
    // A spelled digit only as a whole word ("eins", not "einsatz"; "oh" not in "ohne").
    if (isWord && (WORD_CHAR.test(text[start - 1] ?? '') || WORD_CHAR.test(text[end] ?? ''))) continue;
    if (!isWord && word !== '+' && /\p{L}/u.test(text[start - 1] ?? '')) continue; // A1, B12: codes, not numbers
    if (inSafe(start)) continue;
    tokens.push({ start, end, digits: word === '+' ? '+' : isWord ? (DIGIT_WORDS[word] ?? '') : word });
  }
  const spans: Span[] = [];
  let run: typeof tokens = [];
  const close = () => {
    const digits = run.map((t) => t.digits).join('');
    const count = digits.replace(/\D/g, '').length;
    const dialled = /^(?:\+|0)/.test(digits);
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last && ((dialled && count >= 7) || count >= 10)) {
      // An opening bracket right before the number belongs to it: "(0221) 987654".
      let start = first.start;
      while (text[start - 1] === '(') start--;
      spans.push({ start, end: last.end });
    }
    run = [];
  };
  for (const token of tokens) {
    const previous = run[run.length - 1];
    if (previous && !(SEPARATOR.test(text.slice(previous.end, token.start)) && !inSafe(previous.end))) close();
    if (token.digits === '+' && run.length) close();
    run.push(token);
  }
  close();
  return spans;
}

function spansOf(pattern: RegExp, text: string): Span[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Masks the contact details of a text; `masked` tells whether anything was replaced. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const found = [...spansOf(EMAIL, text), ...spansOf(WEB, text), ...spansOf(MESSENGER_HANDLE, text), ...spansOf(AT_HANDLE, text)];
  const safe = spansOf(SAFE, text).filter((s) => !found.some((f) => s.start < f.end && f.start < s.end));
  found.push(...phoneSpans(text, safe));
  if (!found.length) return { text, masked: false };
  // Overlapping spans become one.
  const merged: Span[] = [];
  for (const span of found.sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  let result = '';
  let at = 0;
  for (const span of merged) {
    result += text.slice(at, span.start) + MASK;
    at = span.end;
  }
  return { text: result + text.slice(at), masked: true };
}

/** Masks unless the parties are already bound by an award (then contact details may flow). */
export const maskBeforeAward = (text: string, awarded: boolean): { text: string; masked: boolean } =>
  awarded ? { text, masked: false } : maskContactDetails(text);

/** A file name: the name before the extension is masked, the extension kept (`team@firma.de.pdf` → `[…].pdf`). */
export function maskFileNameBeforeAward(name: string, awarded: boolean): string {
  if (awarded) return name;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
  return maskContactDetails(name.slice(0, name.length - extension.length)).text + extension;
}
