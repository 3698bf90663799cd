import { usePlaceSuggestions } from '@fachwerk/web/data-access';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from '../forms/Field';

export interface AddressSuggestion {
  label: string;
  lat?: number;
  long?: number;
  city?: string;
  postcode?: string;
  state?: string;
  country?: string;
}

export interface AddressAutocompleteProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSelect: (suggestion: AddressSuggestion) => void;
  /** Suggestion provider (the geocoder API is plugged in here). */
  fetchSuggestions: (query: string) => Promise<AddressSuggestion[]>;
  /** The field's error text (shown under it, tied to the input). */
  error?: string;
  hint?: string;
  /** `data-field` of the wrapper (e2e tests and the form's scroll-to-first-error find fields by it). */
  field?: string;
  minChars?: number;
  debounceMs?: number;
}

/** Address autocomplete (§2): an ARIA combobox whose suggestions come from a provider function. */
export function AddressAutocomplete({
  label,
  value,
  onChange,
  onSelect,
  fetchSuggestions,
  minChars = 3,
  debounceMs = 250,
  error,
  hint,
  field,
}: AddressAutocompleteProps) {
  const { t } = useTranslation();
  const { id: inputId, controlProps } = useFieldIds(error, hint);
  const listId = useId();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef(0);

  useEffect(() => {
    if (value.trim().length < minChars) {
      setSuggestions([]);
      return;
    }
    const ticket = ++request.current;
    const timer = setTimeout(() => {
      fetchSuggestions(value.trim())
        .then((found) => {
          if (ticket === request.current) {
            setSuggestions(found);
            setActive(-1);
          }
        })
        .catch(() => ticket === request.current && setSuggestions([]));
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [value, minChars, debounceMs, fetchSuggestions]);

  const choose = (suggestion: AddressSuggestion) => {
    onChange(suggestion.label);
    onSelect(suggestion);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && value.trim().length >= minChars;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} field={field}>
      <div className="fw-autocomplete">
      <input
        {...controlProps}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label={t('address.suggestions')} className="fw-autocomplete__list">
          {suggestions.length === 0 ? (
            <li role="option" aria-disabled="true" aria-selected="false">
              {t('address.noResults')}
            </li>
          ) : (
            suggestions.map((s, i) => (
              <li
                key={`${s.label}-${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(s);
                }}
              >
                {s.label}
              </li>
            ))
          )}
        </ul>
      )}
      </div>
    </FieldFrame>
  );
}

export type AddressFieldProps = Omit<AddressAutocompleteProps, 'fetchSuggestions' | 'onSelect'> & {
  onSelect?: (suggestion: AddressSuggestion) => void;
  /** Stored with each suggestion when the form keeps the country (`country` of the suggestion). */
  country?: string;
};

/**
 * The address field of every form: the autocomplete over the API's geocoder (the one geocoder
 * client, `geo.api.ts` of data-access); choosing a suggestion puts its label into the field.
 */
export function AddressField({ country, onSelect, ...props }: AddressFieldProps) {
  const fetchSuggestions = usePlaceSuggestions(country);
  return <AddressAutocomplete {...props} onSelect={onSelect ?? ((s) => props.onChange(s.label))} fetchSuggestions={fetchSuggestions} />;
}
