import {
  EXPERIENCE_LEVELS,
  FEDERAL_STATES,
  JOB_SORTS,
  JOB_TYPES,
  type CatalogueItem,
  type ExperienceLevel,
  type FederalState,
  type JobSort,
  type JobType,
} from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';
import { useContractsForm } from '@fachwerk/web/data-access/forms';
import {
  AddressField,
  ChoiceGroup,
  DatePicker,
  NumberField,
  Select,
  TextField,
  type AddressSuggestion,
} from '@fachwerk/web/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCatalogueNames } from './names';
import { changeSearch, EMPTY_SEARCH, RADIUS_CHOICES, type JobSearchState } from './search-query';

/** What is typed and applies with "Suchen": the keyword and the budget range (euros). */
interface TypedFilters {
  q: string;
  budgetMin: number | null;
  budgetMax: number | null;
}

/**
 * §5: a budget is a number ≥ 0 and the minimum is not above the maximum (contracts rules); text that
 * is no number is refused, not searched without that bound.
 */
const TYPED_RULES = {
  budgetMin: [rules.numeric, rules.minValue(0), rules.notAbove('budgetMax')],
  budgetMax: [rules.numeric, rules.minValue(0)],
};

/**
 * The search form. Choices (type, trade, skills, languages, state, place, radius, dates, experience,
 * sort) apply at once; typed text (keyword, budget) applies with "Suchen". Every change goes through
 * `onApply`, which writes the URL. The budget is typed the German way ("5.000" is five thousand euros).
 */
export function JobSearchForm({
  state,
  onApply,
}: {
  state: JobSearchState;
  onApply: (next: JobSearchState) => void;
}) {
  const { t } = useTranslation();
  const { content } = useCatalogueNames();
  const [place, setPlace] = useState(state.place);
  // back/forward and shared links change the URL: the typed fields follow it
  const typed = useMemo<TypedFilters>(
    () => ({ q: state.q, budgetMin: state.budgetMin, budgetMax: state.budgetMax }),
    [state.q, state.budgetMin, state.budgetMax],
  );
  const label = useCallback((field: string) => t(`jobsClient.form.fields.${field}`), [t]);
  const form = useContractsForm<TypedFilters>(TYPED_RULES, { label, values: typed });
  useEffect(() => setPlace(state.place), [state.place]);

  const apply = (patch: Partial<Omit<JobSearchState, 'page'>>) => onApply(changeSearch(state, patch));
  const onSubmit = form.handleSubmit(({ q, budgetMin, budgetMax }) => apply({ q, budgetMin, budgetMax }));


  const onPlaceChange = (text: string) => {
    setPlace(text);
    // clearing the field drops the distance search
    if (text.trim() === '' && state.lat !== null) apply({ place: '', lat: null, lng: null });
  };
  const onPlaceSelect = (s: AddressSuggestion) => {
    if (s.lat === undefined || s.long === undefined) return;
    apply({ place: s.label, lat: s.lat, lng: s.long, state: '' });
  };

  const catalogueOptions = (items: CatalogueItem[]) => items.map((item) => ({ value: item._id, label: item.name }));
  const chosenLegend = (legend: string, count: number) =>
    count > 0 ? `${legend} (${t('jobsSupplier.search.chosen', { count })})` : legend;

  return (
    <form
      role="search"
      className="fw-job-search"
      aria-label={t('jobsSupplier.search.formLabel')}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <TextField type="search" label={t('jobsSupplier.search.keyword')} maxLength={200} {...form.register('q')} />
      <Select
        label={t('jobsSupplier.search.type')}
        placeholder={t('jobsSupplier.search.any')}
        value={state.type}
        onChange={(e) => apply({ type: e.target.value as JobType | '' })}
        options={JOB_TYPES.map((type) => ({ value: type, label: t(`jobsCommon.jobType.${type}`) }))}
      />
      <Select
        label={t('jobsSupplier.search.service')}
        placeholder={t('jobsSupplier.search.any')}
        value={state.serviceId}
        onChange={(e) => apply({ serviceId: e.target.value })}
        options={catalogueOptions(content.serviceList)}
      />
      <ChoiceGroup
        field="skills"
        look="chips"
        label={chosenLegend(t('jobsSupplier.search.skills'), state.skills.length)}
        options={catalogueOptions(content.skills)}
        values={state.skills}
        onChange={(skills) => apply({ skills })}
      />
      <ChoiceGroup
        field="languages"
        look="chips"
        label={chosenLegend(t('jobsSupplier.search.languages'), state.languages.length)}
        options={catalogueOptions(content.languageList)}
        values={state.languages}
        onChange={(languages) => apply({ languages })}
      />

      <fieldset className="fw-job-search__where">
        <legend>{t('jobsSupplier.search.where')}</legend>
        <Select
          label={t('jobsSupplier.search.state')}
          placeholder={t('jobsSupplier.search.allStates')}
          value={state.state}
          onChange={(e) => apply({ state: e.target.value as FederalState | '', place: '', lat: null, lng: null })}
          options={FEDERAL_STATES.map((s) => ({ value: s, label: s }))}
        />
        <p className="fw-hint">{t('jobsSupplier.search.orPlace')}</p>
        <AddressField label={t('jobsSupplier.search.place')} value={place} onChange={onPlaceChange} onSelect={onPlaceSelect} />
        <Select
          label={t('jobsSupplier.search.radius')}
          value={String(state.radiusKm)}
          disabled={state.lat === null}
          onChange={(e) => apply({ radiusKm: Number(e.target.value) })}
          options={RADIUS_CHOICES.map((km) => ({ value: String(km), label: t('jobsSupplier.search.radiusKm', { km }) }))}
        />
      </fieldset>

      <fieldset className="fw-job-search__budget">
        <legend>{t('jobsSupplier.search.budget')}</legend>
        {(['budgetMin', 'budgetMax'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            // min ≤ max: a new maximum checks the minimum again
            rules={name === 'budgetMax' ? { deps: ['budgetMin'] } : undefined}
            render={({ field, fieldState }) => (
              <NumberField {...field} reportUnreadable maxDecimals={2} label={t(`jobsSupplier.search.${name}`)} error={fieldState.error?.message} />
            )}
          />
        ))}
      </fieldset>

      <fieldset className="fw-job-search__dates">
        <legend>{t('jobsSupplier.search.start')}</legend>
        <DatePicker
          label={t('jobsSupplier.search.startFrom')}
          value={state.startFrom}
          onChange={(startFrom) => apply({ startFrom })}
        />
        <DatePicker
          label={t('jobsSupplier.search.startTo')}
          value={state.startTo}
          onChange={(startTo) => apply({ startTo })}
        />
      </fieldset>

      <Select
        label={t('jobsSupplier.search.experience')}
        placeholder={t('jobsSupplier.search.any')}
        value={state.experience}
        onChange={(e) => apply({ experience: e.target.value as ExperienceLevel | '' })}
        options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`jobsCommon.experience.${level}`) }))}
      />
      <Select
        label={t('jobsSupplier.search.sort')}
        placeholder={t('jobsSupplier.search.sortDefault')}
        value={state.sort}
        onChange={(e) => apply({ sort: e.target.value as JobSort | '' })}
        options={JOB_SORTS.map((sort) => ({ value: sort, label: t(`jobsSupplier.search.sorts.${sort}`) }))}
      />

      <div className="fw-form__actions">
        <button type="submit" className="fw-button">
          {t('jobsSupplier.search.submit')}
        </button>
        <button type="button" className="fw-button fw-button--secondary" onClick={() => onApply(EMPTY_SEARCH)}>
          {t('jobsSupplier.search.reset')}
        </button>
      </div>
    </form>
  );
}
