import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from './Field';
import { formatCentsForInput, formatGermanNumber, parseEurosToCents, parseGermanNumber } from './german-number';

interface GermanNumberInputProps {
  label: string;
  /** The current value (a number, or cents for MoneyField), null when empty. */
  value: number | null;
  /**
   * Text that is not a German number ("viel") is reported as NaN instead of null, so a form's
   * contracts `numeric` rule refuses it rather than taking it for an empty field.
   */
  reportUnreadable?: boolean;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  field?: string;
  ref?: Ref<HTMLInputElement>;
  testId?: string;
}

function GermanNumberInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  required,
  disabled,
  placeholder,
  field,
  ref,
  testId,
  reportUnreadable = false,
  parse,
  format,
  suffix,
  decimal,
}: GermanNumberInputProps & {
  parse: (text: string) => number | null;
  format: (value: number) => string;
  suffix?: string;
  decimal: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === null ? '' : format(value));
  const [unreadable, setUnreadable] = useState(false);

  // A value set from outside (reset, loaded data) replaces the text unless the text already means it.
  // NaN is the unreadable text itself (reportUnreadable): it stays as typed.
  useEffect(() => {
    setText((current) =>
      parse(current) === value || Number.isNaN(value) ? current : value === null ? '' : format(value),
    );
  }, [value, parse, format]);

  const shownError = error ?? (unreadable ? t('numberField.invalid') : undefined);
  const { id, controlProps } = useFieldIds(shownError, hint);
  return (
    <FieldFrame id={id} label={label} error={shownError} hint={hint} required={required} field={field ?? name}>
      <span className="fw-affix">
        <input
          ref={ref}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          lang="de-DE"
          autoComplete="off"
          name={name}
          value={text}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          data-testid={testId}
          {...controlProps}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            const parsed = parse(next);
            const isUnreadable = next.trim() !== '' && parsed === null;
            setUnreadable(isUnreadable);
            onChange(isUnreadable && reportUnreadable ? Number.NaN : parsed);
          }}
          onBlur={() => {
            const parsed = parse(text);
            if (parsed !== null) setText(format(parsed));
            onBlur?.();
          }}
        />
        {suffix && (
          <span className="fw-affix__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </span>
    </FieldFrame>
  );
}

export type NumberFieldProps = GermanNumberInputProps & {
  /** Decimal places accepted (0 for whole numbers). */
  maxDecimals?: number;
  suffix?: string;
};

/** A number typed the German way ("5.000" is five thousand, "2,5" two and a half). */
export function NumberField({ maxDecimals = 0, suffix, ...props }: NumberFieldProps) {
  const [parse] = useState(() => (text: string) => parseGermanNumber(text, { maxDecimals }));
  return (
    <GermanNumberInput {...props} parse={parse} format={formatGermanNumber} suffix={suffix} decimal={maxDecimals > 0} />
  );
}

export type MoneyFieldProps = GermanNumberInputProps;

/** Euros typed the German way ("5.000,00"); the value is integer cents (500000), as the API takes it. */
export function MoneyField(props: MoneyFieldProps) {
  return <GermanNumberInput {...props} parse={parseEurosToCents} format={formatCentsForInput} suffix="€" decimal />;
}
