import { useEffect, useState } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ComboBoxProps } from './ComboBox';
import type { SelectOption } from './TextField';
import { localeOf } from '../format/format';

/** The ComboBox itself (a chunk of its own; see ComboBox.tsx). */
export default function ComboBoxField({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  placeholder,
  name,
  field,
  onSearch,
  valueLabel,
  loading,
  emptyText,
  ref,
}: ComboBoxProps) {
  const { t, i18n } = useTranslation();
  const labelOf = (v: string | null) =>
    v === null ? '' : (options.find((o) => o.value === v)?.label ?? valueLabel ?? '');
  // Search mode keeps the text itself (the options are the server's answer to it).
  const [text, setText] = useState(() => labelOf(value));
  useEffect(() => {
    if (onSearch) setText(labelOf(value));
    // only when the chosen value (or its label) changes, not on every new answer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, valueLabel]);

  const searchProps = onSearch
    ? {
        items: options,
        inputValue: text,
        onInputChange: (next: string) => {
          setText(next);
          onSearch(next);
          if (next === '' && value !== null) onChange(null);
        },
      }
    : { defaultItems: options };

  return (
    // react-aria's own texts (the list's name, the announcements) in the page's language, not the browser's
    <I18nProvider locale={localeOf(i18n.language)}>
    <AriaComboBox
      className="fw-field fw-combobox"
      data-field={field ?? name}
      {...searchProps}
      selectedKey={value}
      onSelectionChange={(key) => {
        const next = key === null ? null : String(key);
        if (onSearch) setText(labelOf(next) || text);
        if (next !== value) onChange(next);
      }}
      name={name}
      isRequired={required}
      isDisabled={disabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      allowsEmptyCollection
      menuTrigger="input"
    >
      <Label className="fw-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <span className="fw-combobox__row">
        <Input ref={ref} className="fw-input" placeholder={placeholder} />
        <Button className="fw-combobox__open" aria-label={t('comboBox.open')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </Button>
      </span>
      {hint && (
        <Text slot="description" className="fw-field__hint">
          {hint}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className="fw-field__error" role="alert">
          {error}
        </Text>
      )}
      <Popover className="fw-popover fw-combobox__popover" placement="bottom start">
        <ListBox<SelectOption>
          className="fw-combobox__list"
          renderEmptyState={() => (
            <div className="fw-combobox__empty">
              {loading ? t('comboBox.loading') : (emptyText ?? t('comboBox.noResults'))}
            </div>
          )}
        >
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="fw-combobox__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
    </I18nProvider>
  );
}
