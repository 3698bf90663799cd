import { FEDERAL_STATES, LANGUAGE_LEVELS, LANGUAGES, SELECT_ALL_REGIONS_LABEL, type UserType } from '@fachwerk/shared/contracts';
import { CLIENT_INDUSTRIES } from '@fachwerk/shared/contracts/rules';
import { useCommonContent, useToolListsQuery } from '@fachwerk/web/data-access';
import { useChoices, useContractsForm, useListRows } from '@fachwerk/web/data-access/forms';
import { CheckboxField, ChoiceGroup, FileUploadPreview, ListEditor, Select, TextField, Textarea, useUploader, type SelectOption } from '@fachwerk/web/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useController, type ArrayPath, type FieldArray, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../shared/AddressField';
import { useBind, useFieldLabel, useFieldName } from '../shared/labels';
import { DocumentList } from './DocumentList';
import {
  emptyCategory,
  emptyContactPerson,
  emptyExperience,
  emptyLanguage,
  emptyReference,
  profileSchema,
  type ProfileFormValues,
} from './profile-form';

export interface ProfileFormProps {
  userType: UserType;
  email: string;
  initial: ProfileFormValues;
  onSubmit: (values: ProfileFormValues) => void;
  busy: boolean;
  /** validation errors the server answered with (field → messages) */
  serverErrors?: Record<string, string[]>;
  /** the uploaded names of the stored files (the API's fileNames) */
  fileNames?: Record<string, string>;
  /** a field to open the form at (`/profile?field=vat`: links from notes that ask for it) */
  focusField?: string | null;
}

type Form = UseFormReturn<ProfileFormValues>;
type ListName = ArrayPath<ProfileFormValues>;

/** A list of the profile (contact persons, languages, …): the kit's ListEditor over useFieldArray. */
function Rows<N extends ListName>({ form, name, create, required, children }: { form: Form; name: N; create: () => FieldArray<ProfileFormValues, N>; required?: boolean; children: (index: number) => ReactNode }) {
  const label = useFieldLabel();
  return <ListEditor legend={label(name)} {...useListRows(form, name, create)} renderRow={children} required={required} />;
}

/** Several choices (services, skills, tools, regions) as the kit's checkbox group, bound to a list field. */
function Choices({ form, name, options, required, selectAllLabel }: { form: Form; name: FieldPath<ProfileFormValues>; options: SelectOption[]; required?: boolean; selectAllLabel?: string }) {
  const label = useFieldLabel();
  return <ChoiceGroup label={label(name)} options={options} required={required} selectAllLabel={selectAllLabel} {...useChoices(form, name)} />;
}

/** A form value edited by a widget that is not an input (uploads, address, documents). */
function useValue<K extends keyof ProfileFormValues>(form: Form, name: K) {
  const { field, fieldState } = useController({ control: form.control, name: name as FieldPath<ProfileFormValues> });
  return { value: field.value as ProfileFormValues[K], onChange: field.onChange as (value: ProfileFormValues[K]) => void, error: fieldState.error?.message };
}

function Upload({ form, name, slot }: { form: Form; name: 'profilePic' | 'resume' | 'certificate'; slot: 'images' | 'documents' }) {
  const label = useFieldLabel();
  const upload = useUploader();
  const { value, onChange } = useValue(form, name);
  return <FileUploadPreview label={label(name)} slot={slot} path={value} onChange={onChange} upload={upload(slot)} />;
}

function Address({ form, name }: { form: Form; name: 'address' | 'companyAddress' }) {
  const { value, onChange, error } = useValue(form, name);
  return <AddressField name={name} value={value} onChange={onChange} error={error} />;
}

/** Tools and equipment, offered for the services the supplier chose. */
function ToolsField({ form }: { form: Form }) {
  const services = form.watch('serviceType');
  const { data: tools = [] } = useToolListsQuery([...services].sort(), { skip: services.length === 0 });
  if (services.length === 0 || tools.length === 0) return null;
  return <Choices form={form} name="toolsAndEquipment" options={tools.map((tool) => ({ value: tool._id, label: tool.name }))} />;
}

function Documents({ form, fileNames }: { form: Form; fileNames?: Record<string, string> }) {
  const upload = useUploader();
  const { value, onChange } = useValue(form, 'documents');
  return <DocumentList paths={value} names={fileNames} onChange={onChange} upload={upload('general')} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="fw-card fw-form-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Every field of the account's draft, in sections like the registration (§3). */
export function ProfileForm({ userType, email, initial, onSubmit, busy, serverErrors, fileNames, focusField }: ProfileFormProps) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const content = useCommonContent();
  const schema = useCallback((values: FieldValues) => profileSchema(userType, values as Partial<ProfileFormValues>), [userType]);
  const form = useContractsForm<ProfileFormValues>(schema, { pathLabel: useFieldName(), defaultValues: initial });
  const bind = useBind(form);

  // the server's answer beside its fields; like every error it goes once the field is valid
  useEffect(() => {
    Object.entries(serverErrors ?? {}).forEach(([path, messages], i) => {
      if (messages[0]) form.setError(path as FieldPath<ProfileFormValues>, { type: 'server', message: messages[0] }, { shouldFocus: i === 0 });
    });
  }, [serverErrors, form]);

  // opened at a field: into view, and the focus in it (field names are plain words; anything else is ignored)
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusField || !/^[A-Za-z]+$/.test(focusField)) return;
    const frame = formElement.current?.querySelector<HTMLElement>(`[data-field="${focusField}"]`);
    const control = frame?.querySelector<HTMLElement>('input, select, textarea');
    if (!frame || !control) return;
    frame.scrollIntoView?.({ block: 'center' }); // (jsdom has none)
    control.focus({ preventScroll: true });
  }, [focusField]);

  const submit = form.handleSubmit(onSubmit);

  const services = content.serviceList.map((s) => ({ value: s._id, label: s.name }));
  const skills = content.skills.map((s) => ({ value: s._id, label: s.name }));
  const languages = content.languageList.map((l) => ({ value: l._id, label: l.name }));
  const levels = LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`profile.levels.${level}`) }));
  const regions = FEDERAL_STATES.map((state) => ({ value: state, label: state }));
  const company = userType !== 'admin';
  const supplier = userType === 'supplier';

  return (
    <form ref={formElement} className="fw-profile-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('profile.form')}>
      <Section id="profile-personal" title={t('profile.sections.personal')}>
        <TextField {...bind('firstName')} required autoComplete="given-name" />
        <TextField {...bind('lastName')} required autoComplete="family-name" />
        <TextField name="email" label={fieldLabel('email')} value={email} readOnly type="email" />
        <Select {...bind('language')} options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
        {company && (
          <>
            <TextField {...bind('dialCode')} type="tel" />
            <TextField {...bind('phoneNumber')} required type="tel" autoComplete="tel-national" />
            <Address form={form} name="address" />
          </>
        )}
        <Upload form={form} name="profilePic" slot="images" />
      </Section>

      {company && (
        <Section id="profile-company" title={t('profile.sections.company')}>
          <TextField {...bind('companyName')} required autoComplete="organization" />
          <TextField {...bind('vat')} required />
          {userType === 'client' && (
            <Select
              {...bind('industry')}
              options={CLIENT_INDUSTRIES.map((industry) => ({ value: industry, label: t(`clientIndustry.options.${industry}`) }))}
              placeholder={t('clientIndustry.choose')}
              hint={t('clientIndustry.hint')}
            />
          )}
          {supplier && (
            <>
              <TextField {...bind('companyRegistrationNumber')} required />
              <TextField {...bind('companyDialCode')} type="tel" />
              <TextField {...bind('companyPhoneNumber')} required type="tel" />
              <TextField {...bind('companyEmail')} required type="email" />
              <Address form={form} name="companyAddress" />
            </>
          )}
          <Rows form={form} name="contactPerson" create={emptyContactPerson}>
            {(i) => (
              <>
                <TextField {...bind(`contactPerson.${i}.name`)} required />
                <TextField {...bind(`contactPerson.${i}.position`)} />
                <TextField {...bind(`contactPerson.${i}.dialCode`)} type="tel" />
                <TextField {...bind(`contactPerson.${i}.phoneNumber`)} type="tel" />
                <TextField {...bind(`contactPerson.${i}.email`)} type="email" />
              </>
            )}
          </Rows>
        </Section>
      )}

      {supplier && (
        <>
          <Section id="profile-services" title={t('profile.sections.services')}>
            <Choices form={form} name="serviceType" options={services} required />
            <ToolsField form={form} />
            <Choices form={form} name="specialSkillsOrExp" options={skills} />
            <Rows form={form} name="languageProficiency" create={emptyLanguage}>
              {(i) => (
                <>
                  <Select {...bind(`languageProficiency.${i}.language`)} options={languages} placeholder={t('profile.choose')} required />
                  <Select {...bind(`languageProficiency.${i}.level`)} options={levels} placeholder={t('profile.choose')} required />
                </>
              )}
            </Rows>
            <TextField {...bind('license')} />
          </Section>

          <Section id="profile-availability" title={t('profile.sections.availability')}>
            <TextField {...bind('dailyHours')} required inputMode="decimal" />
            <TextField {...bind('weeklyHours')} required inputMode="decimal" />
            <TextField {...bind('minPeriod', t('profile.minPeriodDays'))} inputMode="numeric" />
            <TextField {...bind('hourlyRate', t('profile.hourlyRateEuro'))} required inputMode="decimal" />
            <Rows form={form} name="categoryAvailability" create={emptyCategory} required>
              {(i) => (
                <>
                  <Select {...bind(`categoryAvailability.${i}.category`)} options={services} placeholder={t('profile.choose')} required />
                  <TextField {...bind(`categoryAvailability.${i}.numberOfResource`)} inputMode="numeric" required />
                  <Choices
                    form={form}
                    name={`categoryAvailability.${i}.areaRegion`}
                    options={regions}
                    selectAllLabel={t('profile.selectAllRegions', { defaultValue: SELECT_ALL_REGIONS_LABEL })}
                    required
                  />
                </>
              )}
            </Rows>
          </Section>

          <Section id="profile-experience" title={t('profile.sections.experience')}>
            <Rows form={form} name="previousWorkExperience" create={emptyExperience}>
              {(i) => (
                <>
                  <TextField {...bind(`previousWorkExperience.${i}.workTitle`)} required />
                  <TextField {...bind(`previousWorkExperience.${i}.workRole`)} required />
                  <TextField {...bind(`previousWorkExperience.${i}.jobPeriod`)} />
                </>
              )}
            </Rows>
            <Rows form={form} name="reference" create={emptyReference}>
              {(i) => (
                <>
                  <TextField {...bind(`reference.${i}.name`)} required />
                  <TextField {...bind(`reference.${i}.number`)} type="tel" required />
                </>
              )}
            </Rows>
            <Textarea {...bind('additionalComment')} />
          </Section>

          <Section id="profile-bank" title={t('profile.sections.bank')}>
            <TextField {...bind('accountNo')} required autoComplete="off" />
            <TextField {...bind('accountName')} required />
            <TextField {...bind('branchName')} />
          </Section>
        </>
      )}

      {company && (
        <Section id="profile-documents" title={t('profile.sections.documents')}>
          {supplier && (
            <>
              <Upload form={form} name="resume" slot="documents" />
              <Upload form={form} name="certificate" slot="documents" />
            </>
          )}
          <Documents form={form} fileNames={fileNames} />
        </Section>
      )}

      {supplier && <CheckboxField {...bind('userDeclaration', t('profile.declaration'))} />}

      <button type="submit" className="fw-button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('profile.save')}
      </button>
    </form>
  );
}
