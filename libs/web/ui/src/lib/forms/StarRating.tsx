import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface StarRatingProps {
  label: string;
  /** 1–5, or 0 when nothing is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
  required?: boolean;
  /** Spoken name of one star, e.g. "3 von 5 Sternen" (receives `rating`). Defaults to `starRating.star`. */
  starLabel?: (rating: number) => string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Star rating 1–5 in one row: a radio group (react-aria) — Tab enters it, the arrow keys move and
 * choose, each star has a spoken name; the error text is tied to the group.
 * Cost (tools/bench/ui-component-cost.mjs): 17.9 KB gzip alone, 4.0 KB beside the DatePicker;
 * lazy pages only (the feedback dialog).
 */
export function StarRating({ label, value, onChange, error, required, starLabel }: StarRatingProps) {
  const { t } = useTranslation();
  const nameOf = starLabel ?? ((rating: number) => t('starRating.star', { rating }));
  return (
    <RadioGroup
      className="fw-field fw-star-rating"
      orientation="horizontal"
      value={value > 0 ? String(value) : null}
      onChange={(next) => onChange(Number(next))}
      isRequired={required}
      isInvalid={Boolean(error)}
    >
      <Label className="fw-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <div className="fw-star-rating__stars">
        {STARS.map((star) => (
          <Radio key={star} value={String(star)} className="fw-star-rating__star" data-on={star <= value || undefined}>
            <span aria-hidden="true">{star <= value ? '★' : '☆'}</span>
            <span className="fw-visually-hidden">{nameOf(star)}</span>
          </Radio>
        ))}
      </div>
      {error && (
        <Text slot="errorMessage" className="fw-field__error" role="alert">
          {error}
        </Text>
      )}
    </RadioGroup>
  );
}
