import './code-input.css';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FieldError } from '@fachwerk/web/ui';

export const CODE_LENGTH = 6;

export interface CodeInputProps {
  /** digits typed so far, at most CODE_LENGTH */
  value: string;
  onChange: (value: string) => void;
  /** accessible name of the group; each box is "label, digit n of 6" */
  label: string;
  digitLabel: (position: number) => string;
  error?: string;
  id?: string;
}

/**
 * Six one-digit boxes for the verification code (§5): typing moves on, Backspace goes back, and pasting
 * a whole code (spaces and dashes ignored) into any box fills them all.
 */
export function CodeInput({ value, onChange, label, digitLabel, error, id = 'code' }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  const setFrom = (position: number, typed: string) => {
    const clean = typed.replace(/\D/g, '');
    if (!clean) return;
    // overwrite from `position`, keep the digits after what was typed (editing one box keeps the rest)
    const next = (value.slice(0, position) + clean + value.slice(position + clean.length)).slice(0, CODE_LENGTH);
    onChange(next);
    focus(Math.min(position + clean.length, CODE_LENGTH - 1));
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const cut = digits[i] ? i : i - 1;
      if (cut < 0) return;
      onChange(value.slice(0, cut));
      focus(cut);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    setFrom(i === 0 ? 0 : Math.min(i, value.length), e.clipboardData.getData('text'));
  };

  return (
    <fieldset className="fw-code" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div className="fw-code__boxes">
        {digits.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            aria-label={digitLabel(i + 1)}
            aria-invalid={error ? true : undefined}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={CODE_LENGTH}
            value={digit}
            onChange={(e) => {
              const raw = e.target.value.replace(/\D/g, '');
              // a box holding a digit receives old + new: keep the new one; a whole code (autofill) fills all
              setFrom(Math.min(i, value.length), digit && raw.length === 2 && raw.startsWith(digit) ? raw.slice(1) : raw);
            }}
            onKeyDown={onKeyDown(i)}
            onPaste={onPaste(i)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
