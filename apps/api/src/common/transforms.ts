import { Transform } from 'class-transformer';

/** `@Transform(trim)`: surrounding white space of a string is dropped before validation. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Query-string booleans: `true`/`false` (also 1/0); anything else stays as sent and fails @IsBoolean. */
export const queryBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });
