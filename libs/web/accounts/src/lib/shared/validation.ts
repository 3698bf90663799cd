/**
 * Client-side checks of specification §5, with the server's message keys (`validation.*`) and field
 * labels (`profile.fields.*`), so the form names the field in the user's language before anything is sent.
 */
export interface FieldError {
  /** message key under `validation.` */
  key: string;
  params?: Record<string, string | number>;
}
/** field path (`companyName`, `contactPerson.0.name`) → first error */
export type FieldErrors = Record<string, FieldError>;

const PHONE = /^[0-9][0-9 /-]{3,19}$/;
const DIAL_CODE = /^\+\d{1,4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ALPHA_NUM = /^[A-Za-z0-9]+$/;

export const isBlank = (value: string | undefined | null): boolean => !value || !value.trim();
const filled = (value: string | undefined): value is string => !isBlank(value);

/** IBAN checksum (ISO 13616, mod 97), spaces ignored. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** Collects the first error per field; rules are checked in order and stop at the first failure. */
export class Checker {
  readonly errors: FieldErrors = {};

  private set(path: string, error: FieldError): void {
    if (!this.errors[path]) this.errors[path] = error;
  }

  required(path: string, value: string | undefined): this {
    if (isBlank(value)) this.set(path, { key: 'required' });
    return this;
  }

  requiredList(path: string, list: readonly unknown[] | undefined): this {
    if (!list?.length) this.set(path, { key: 'required' });
    return this;
  }

  maxLength(path: string, value: string | undefined, max: number): this {
    if (value && value.trim().length > max) this.set(path, { key: 'max.string', params: { max } });
    return this;
  }

  minLength(path: string, value: string | undefined, min: number): this {
    if (value && value.length < min) this.set(path, { key: 'min.string', params: { min } });
    return this;
  }

  /** A filled value must match `pattern`, else the message `key`; blank passes (combine with `required`). */
  private matches(path: string, value: string | undefined, pattern: RegExp, key: string): this {
    if (filled(value) && !pattern.test(value.trim())) this.set(path, { key });
    return this;
  }

  email(path: string, value: string | undefined): this {
    return this.matches(path, value, EMAIL, 'email');
  }

  phone(path: string, value: string | undefined): this {
    return this.matches(path, value, PHONE, 'type');
  }

  dialCode(path: string, value: string | undefined): this {
    return this.matches(path, value, DIAL_CODE, 'type');
  }

  alphaNum(path: string, value: string | undefined): this {
    return this.matches(path, value, ALPHA_NUM, 'alpha_num');
  }

  /** A number in [min, max] (`integer` for whole numbers); blank passes (combine with `required`). */
  number(path: string, value: string | undefined, { min, max, integer = false }: { min?: number; max?: number; integer?: boolean } = {}): this {
    if (!filled(value)) return this;
    const n = parseDecimal(value);
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) this.set(path, { key: 'numeric' });
    else if (min !== undefined && n < min) this.set(path, { key: 'min.numeric', params: { min } });
    else if (max !== undefined && n > max) this.set(path, { key: 'max.numeric', params: { max } });
    return this;
  }

  iban(path: string, value: string | undefined): this {
    if (filled(value) && !isValidIban(value)) this.set(path, { key: 'iban' });
    return this;
  }

  same(path: string, value: string, other: string, otherField: string): this {
    if (value !== other) this.set(path, { key: 'same', params: { other: otherField } });
    return this;
  }

  accepted(path: string, value: boolean): this {
    if (!value) this.set(path, { key: 'accepted' });
    return this;
  }
}

/** Parses a decimal the way a German user types it (`12,50`). */
export const parseDecimal = (value: string): number => Number(value.trim().replace(',', '.'));
