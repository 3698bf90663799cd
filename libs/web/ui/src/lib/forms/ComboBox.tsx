import { Suspense, type Ref } from 'react';
import { lazyChunk } from '../layout/ChunkBoundary';
import { FieldFrame, useFieldIds } from './Field';
import type { SelectOption } from './TextField';

export interface ComboBoxProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value, or null when none is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Form field name: a hidden input submits the chosen value under it. */
  name?: string;
  /** `data-field` of the wrapper (defaults to `name`). */
  field?: string;
  /**
   * Server-side search: called with the typed text, and `options` are then shown as given (the
   * caller filters them, e.g. with `?search=`). Without it the typed text filters `options` here.
   */
  onSearch?: (text: string) => void;
  /** Label of `value` when it is not among `options` (search mode, e.g. after a reload). */
  valueLabel?: string;
  /** Options are being fetched (search mode): the list says so instead of "no results". */
  loading?: boolean;
  /** Text of an empty list (defaults to `comboBox.noResults`). */
  emptyText?: string;
  ref?: Ref<HTMLInputElement>;
}

const ComboBoxField = /* @__PURE__ */ lazyChunk<ComboBoxProps>('combobox', () => import(/* webpackChunkName: "combobox" */ './ComboBoxField'));

/**
 * Searchable select on react-aria-components' ComboBox: type to filter, the arrow keys move through
 * the suggestions, Enter chooses, Escape closes; the button beside the field opens the whole list.
 * Label, hint and error text are tied to the input (aria-describedby); an empty list says
 * "Keine Treffer" / "No results". Emptying the text clears the value. With `onSearch` the caller
 * searches (e.g. the server with `?search=`) and passes the answer as `options`.
 *
 * Cost (tools/bench/ui-component-cost.mjs): react-aria's ComboBox with its popover, list box, live
 * announcer and translated texts is 61.7 KB gzip alone (React and i18next external), 31.5 KB more on
 * a page that already has the DatePicker, 45.8 KB more beside StarRating. So it is a lazy chunk of
 * its own, fetched when a ComboBox first renders: until then a plain labelled input stands in.
 */
export function ComboBox(props: ComboBoxProps) {
  return (
    <Suspense fallback={<ComboBoxStandIn {...props} />}>
      <ComboBoxField {...props} />
    </Suspense>
  );
}

/** The field as it will look, read-only, while the ComboBox chunk loads (no layout shift). */
export function ComboBoxStandIn({ label, options, value, valueLabel, error, hint, required, placeholder, field, name }: ComboBoxProps) {
  const { id, controlProps } = useFieldIds(error, hint);
  const text = value === null ? '' : (options.find((o) => o.value === value)?.label ?? valueLabel ?? '');
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} field={field ?? name} className="fw-combobox">
      <span className="fw-combobox__row">
        <input className="fw-input" readOnly value={text} placeholder={placeholder} aria-busy="true" {...controlProps} />
      </span>
    </FieldFrame>
  );
}
