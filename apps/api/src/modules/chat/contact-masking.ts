/**
 * Before an award, contact details stay on the platform: e-mail addresses and phone numbers in a
 * message are replaced (the message is flagged, so the screens say why). Phone numbers are digit runs
 * starting like a dialled number (`+`, `00` or `0`) with at least 7 digits; dates (`01.05.2026`)
 * and amounts are left alone.
 */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|\s?\(at\)\s?|\s?\[at\]\s?)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const PHONE = /(?:\+|\b0)[\d\s/().-]{5,}\d/g;
const DATE = /^\d{1,2}\.\d{1,2}\.\d{2,4}$/;
export const MASK = '[…]';

export function maskContactDetails(text: string): { text: string; masked: boolean } {
  let masked = false;
  const result = text
    .replace(EMAIL, () => {
      masked = true;
      return MASK;
    })
    .replace(PHONE, (match) => {
      const digits = match.replace(/\D/g, '').length;
      if (digits < 7 || DATE.test(match.trim())) return match;
      masked = true;
      return MASK;
    });
  return { text: result, masked };
}
