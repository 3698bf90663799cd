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
import { useAppDispatch } from '@fachwerk/web/data-access';
import {
  AddressAutocomplete,
  DatePicker,
  formatGermanNumber,
  parseGermanNumber,
  type AddressSuggestion,
} from '@fachwerk/web/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { jobLookupsApi, toAddressSuggestion } from '@fachwerk/web/market-data-access';
import { useCatalogueNames } from './names';
import { changeSearch, EMPTY_SEARCH, RADIUS_CHOICES, type JobSearchState } from './search-query';

/** A checkbox group over catalogue entries (skills, languages): several may be chosen. */
function MultiChoice({
  name,
  legend,
  items,
  chosen,
  onChange,
}: {
  name: string;
  legend: string;
  items: CatalogueItem[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="fw-multi-choice" data-field={name}>
      <legend>
        {legend}
        {chosen.length > 0 && ` (${t('jobsSupplier.search.chosen', { count: chosen.length })})`}
      </legend>
      <div className="fw-multi-choice__options">
        {items.map((item) => (
          <label key={item._id} className="fw-checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(item._id)}
              onChange={(e) => toggle(item._id, e.target.checked)}
            />
            {item.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A budget typed the German way ("5.000" is five thousand euros, "45,50" forty-five fifty), or null. */
const numberOrNull = (text: string): number | null => {
  const value = parseGermanNumber(text);
  return value !== null && value >= 0 ? value : null;
};
/** The URL's euros as the field shows them (German grouping). */
const budgetText = (euros: number | null): string => (euros === null ? '' : formatGermanNumber(euros));

/**
 * The search form. Choices (type, trade, skills, languages, state, place, radius, dates, experience,
 * sort) apply at once; typed text (keyword, budget) applies with "Suchen". Every change goes through
 * `onApply`, which writes the URL.
 */
export function JobSearchForm({
  state,
  onApply,
}: {
  state: JobSearchState;
  onApply: (next: JobSearchState) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { content } = useCatalogueNames();
  const [q, setQ] = useState(state.q);
  const [budgetMin, setBudgetMin] = useState(budgetText(state.budgetMin));
  const [budgetMax, setBudgetMax] = useState(budgetText(state.budgetMax));
  const [place, setPlace] = useState(state.place);
  const [budgetError, setBudgetError] = useState<string | null>(null);

  // back/forward and shared links change the URL: the typed fields follow it
  useEffect(() => setQ(state.q), [state.q]);
  useEffect(() => setBudgetMin(budgetText(state.budgetMin)), [state.budgetMin]);
  useEffect(() => setBudgetMax(budgetText(state.budgetMax)), [state.budgetMax]);
  useEffect(() => setPlace(state.place), [state.place]);

  const apply = (patch: Partial<Omit<JobSearchState, 'page'>>) => onApply(changeSearch(state, patch));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const min = numberOrNull(budgetMin);
    const max = numberOrNull(budgetMax);
    if ((budgetMin.trim() && min === null) || (budgetMax.trim() && max === null)) {
      setBudgetError(t('jobsSupplier.search.budgetInvalid'));
      return;
    }
    if (min !== null && max !== null && min > max) {
      setBudgetError(t('jobsSupplier.search.budgetOrder'));
      return;
    }
    setBudgetError(null);
    apply({ q, budgetMin: min, budgetMax: max });
  };

  const fetchPlaces = useCallback(
    async (text: string): Promise<AddressSuggestion[]> => {
      const result = await dispatch(
        jobLookupsApi.endpoints.jobPlaceSuggestions.initiate(text, { subscribe: false }),
      );
      return (result.data ?? []).map(toAddressSuggestion);
    },
    [dispatch],
  );

  const onPlaceChange = (text: string) => {
    setPlace(text);
    // clearing the field drops the distance search
    if (text.trim() === '' && state.lat !== null) apply({ place: '', lat: null, lng: null });
  };
  const onPlaceSelect = (s: AddressSuggestion) => {
    if (s.lat === undefined || s.long === undefined) return;
    apply({ place: s.label, lat: s.lat, lng: s.long, state: '' });
  };

  return (
    <form
      role="search"
      className="fw-job-search"
      aria-label={t('jobsSupplier.search.formLabel')}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="fw-field">
        <label htmlFor="job-search-q">{t('jobsSupplier.search.keyword')}</label>
        <input
          id="job-search-q"
          type="search"
          value={q}
          maxLength={200}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>

      <div className="fw-field">
        <label htmlFor="job-search-type">{t('jobsSupplier.search.type')}</label>
        <select
          id="job-search-type"
          value={state.type}
          onChange={(e) => apply({ type: e.target.value as JobType | '' })}
        >
          <option value="">{t('jobsSupplier.search.any')}</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`jobsCommon.jobType.${type}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="fw-field">
        <label htmlFor="job-search-service">{t('jobsSupplier.search.service')}</label>
        <select
          id="job-search-service"
          value={state.serviceId}
          onChange={(e) => apply({ serviceId: e.target.value })}
        >
          <option value="">{t('jobsSupplier.search.any')}</option>
          {content.serviceList.map((service) => (
            <option key={service._id} value={service._id}>
              {service.name}
            </option>
          ))}
        </select>
      </div>

      <MultiChoice
        name="skills"
        legend={t('jobsSupplier.search.skills')}
        items={content.skills}
        chosen={state.skills}
        onChange={(skills) => apply({ skills })}
      />
      <MultiChoice
        name="languages"
        legend={t('jobsSupplier.search.languages')}
        items={content.languageList}
        chosen={state.languages}
        onChange={(languages) => apply({ languages })}
      />

      <fieldset className="fw-job-search__where">
        <legend>{t('jobsSupplier.search.where')}</legend>
        <div className="fw-field">
          <label htmlFor="job-search-state">{t('jobsSupplier.search.state')}</label>
          <select
            id="job-search-state"
            value={state.state}
            onChange={(e) =>
              apply({ state: e.target.value as FederalState | '', place: '', lat: null, lng: null })
            }
          >
            <option value="">{t('jobsSupplier.search.allStates')}</option>
            {FEDERAL_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <p className="fw-hint">{t('jobsSupplier.search.orPlace')}</p>
        <div className="fw-field">
          <AddressAutocomplete
            label={t('jobsSupplier.search.place')}
            value={place}
            onChange={onPlaceChange}
            onSelect={onPlaceSelect}
            fetchSuggestions={fetchPlaces}
          />
        </div>
        <div className="fw-field">
          <label htmlFor="job-search-radius">{t('jobsSupplier.search.radius')}</label>
          <select
            id="job-search-radius"
            value={state.radiusKm}
            disabled={state.lat === null}
            onChange={(e) => apply({ radiusKm: Number(e.target.value) })}
          >
            {RADIUS_CHOICES.map((km) => (
              <option key={km} value={km}>
                {t('jobsSupplier.search.radiusKm', { km })}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <fieldset className="fw-job-search__budget">
        <legend>{t('jobsSupplier.search.budget')}</legend>
        <div className="fw-field">
          <label htmlFor="job-search-budget-min">{t('jobsSupplier.search.budgetMin')}</label>
          <input
            id="job-search-budget-min"
            inputMode="decimal"
            value={budgetMin}
            onChange={(e) => setBudgetMin(e.target.value)}
          />
        </div>
        <div className="fw-field">
          <label htmlFor="job-search-budget-max">{t('jobsSupplier.search.budgetMax')}</label>
          <input
            id="job-search-budget-max"
            inputMode="decimal"
            value={budgetMax}
            onChange={(e) => setBudgetMax(e.target.value)}
          />
        </div>
        {budgetError && (
          <span role="alert" className="fw-field__error">
            {budgetError}
          </span>
        )}
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

      <div className="fw-field">
        <label htmlFor="job-search-experience">{t('jobsSupplier.search.experience')}</label>
        <select
          id="job-search-experience"
          value={state.experience}
          onChange={(e) => apply({ experience: e.target.value as ExperienceLevel | '' })}
        >
          <option value="">{t('jobsSupplier.search.any')}</option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`jobsCommon.experience.${level}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="fw-field">
        <label htmlFor="job-search-sort">{t('jobsSupplier.search.sort')}</label>
        <select
          id="job-search-sort"
          value={state.sort}
          onChange={(e) => apply({ sort: e.target.value as JobSort | '' })}
        >
          <option value="">{t('jobsSupplier.search.sortDefault')}</option>
          {JOB_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`jobsSupplier.search.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="fw-form__actions">
        <button type="submit" className="fw-button">
          {t('jobsSupplier.search.submit')}
        </button>
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() => onApply(EMPTY_SEARCH)}
        >
          {t('jobsSupplier.search.reset')}
        </button>
      </div>
    </form>
  );
}
