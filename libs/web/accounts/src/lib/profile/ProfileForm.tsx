import { FEDERAL_STATES, LANGUAGE_LEVELS, LANGUAGES, SELECT_ALL_REGIONS_LABEL, type UserType } from '@fachwerk/shared/contracts';
import { useCommonContent } from '@fachwerk/web/data-access';
import { FileUploadPreview } from '@fachwerk/web/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../shared/AddressField';
import { CheckboxField, CheckboxGroup, ListEditor, SelectField, TextField, useFieldLabel, useShownErrors } from '../shared/fields';
import { useUploader } from '@fachwerk/web/ui';
import { useToolsOfServicesQuery } from '../accounts.api';
import type { FieldErrors } from '../shared/validation';
import { DocumentList } from './DocumentList';
import {
  emptyCategory,
  emptyContactPerson,
  emptyExperience,
  emptyLanguage,
  emptyReference,
  validateProfile,
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
}

/** Tools and equipment, offered for the services the supplier chose. */
function ToolsField({ services, values, onChange }: { services: string[]; values: string[]; onChange: (values: string[]) => void }) {
  const { data: tools = [] } = useToolsOfServicesQuery([...services].sort(), { skip: services.length === 0 });
  if (services.length === 0 || tools.length === 0) return null;
  return <CheckboxGroup name="toolsAndEquipment" options={tools.map((tool) => ({ value: tool._id, label: tool.name }))} values={values} onChange={onChange} />;
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
export function ProfileForm({ userType, email, initial, onSubmit, busy, serverErrors, fileNames }: ProfileFormProps) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const content = useCommonContent();
  const upload = useUploader();
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [edited, setEdited] = useState(false);
  const shown = useShownErrors(errors, edited ? undefined : serverErrors);

  const set = <K extends keyof ProfileFormValues>(key: K) => (value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setEdited(true);
  };
  const str = (key: { [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never }[keyof ProfileFormValues]) => ({
    name: key,
    value: values[key] as string,
    onChange: set(key) as (value: string) => void,
    error: shown[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, userType);
    setErrors(found);
    setEdited(false);
    if (Object.keys(found).length) {
      // focus the first invalid control so keyboard and screen-reader users land on it
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.fw-profile-form [aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(values);
  };

  const services = content.serviceList.map((s) => ({ value: s._id, label: s.name }));
  const skills = content.skills.map((s) => ({ value: s._id, label: s.name }));
  const languages = content.languageList.map((l) => ({ value: l._id, label: l.name }));
  const levels = LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`profile.levels.${level}`) }));
  const regions = FEDERAL_STATES.map((state) => ({ value: state, label: state }));
  const company = userType !== 'admin';
  const supplier = userType === 'supplier';

  return (
    <form className="fw-profile-form" noValidate onSubmit={submit} aria-label={t('profile.form')}>
      <Section id="profile-personal" title={t('profile.sections.personal')}>
        <TextField {...str('firstName')} required autoComplete="given-name" />
        <TextField {...str('lastName')} required autoComplete="family-name" />
        <TextField name="email" value={email} onChange={() => undefined} readOnly type="email" />
        <SelectField
          name="language"
          value={values.language}
          onChange={(v) => set('language')(v === 'en' ? 'en' : 'de')}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
        {company && (
          <>
            <TextField {...str('dialCode')} type="tel" />
            <TextField {...str('phoneNumber')} required type="tel" autoComplete="tel-national" />
            <AddressField name="address" value={values.address} onChange={set('address')} error={shown['address']} />
          </>
        )}
        <FileUploadPreview label={fieldLabel('profilePic')} slot="images" path={values.profilePic} onChange={set('profilePic')} upload={upload('images')} />
      </Section>

      {company && (
        <Section id="profile-company" title={t('profile.sections.company')}>
          <TextField {...str('companyName')} required autoComplete="organization" />
          <TextField {...str('vat')} required />
          {supplier && (
            <>
              <TextField {...str('companyRegistrationNumber')} required />
              <TextField {...str('companyDialCode')} type="tel" />
              <TextField {...str('companyPhoneNumber')} required type="tel" />
              <TextField {...str('companyEmail')} required type="email" />
              <AddressField name="companyAddress" value={values.companyAddress} onChange={set('companyAddress')} error={shown['companyAddress']} />
            </>
          )}
          <ListEditor
            name="contactPerson"
            items={values.contactPerson}
            onChange={set('contactPerson')}
            empty={emptyContactPerson}
            renderItem={(row, i, update) => (
              <>
                <TextField name="name" value={row.name} onChange={(name) => update({ name })} error={shown[`contactPerson.${i}.name`]} required />
                <TextField name="position" value={row.position} onChange={(position) => update({ position })} />
                <TextField name="dialCode" value={row.dialCode} onChange={(dialCode) => update({ dialCode })} error={shown[`contactPerson.${i}.dialCode`]} type="tel" />
                <TextField name="phoneNumber" value={row.phoneNumber} onChange={(phoneNumber) => update({ phoneNumber })} error={shown[`contactPerson.${i}.phoneNumber`]} type="tel" />
                <TextField name="email" value={row.email} onChange={(email) => update({ email })} error={shown[`contactPerson.${i}.email`]} type="email" />
              </>
            )}
          />
        </Section>
      )}

      {supplier && (
        <>
          <Section id="profile-services" title={t('profile.sections.services')}>
            <CheckboxGroup name="serviceType" options={services} values={values.serviceType} onChange={set('serviceType')} error={shown['serviceType']} required />
            <ToolsField services={values.serviceType} values={values.toolsAndEquipment} onChange={set('toolsAndEquipment')} />
            <CheckboxGroup name="specialSkillsOrExp" options={skills} values={values.specialSkillsOrExp} onChange={set('specialSkillsOrExp')} />
            <ListEditor
              name="languageProficiency"
              items={values.languageProficiency}
              onChange={set('languageProficiency')}
              empty={emptyLanguage}
              renderItem={(row, i, update) => (
                <>
                  <SelectField name="language" value={row.language} options={languages} onChange={(language) => update({ language })} error={shown[`languageProficiency.${i}.language`]} required />
                  <SelectField
                    name="level"
                    value={row.level}
                    options={levels}
                    onChange={(level) => update({ level: level as typeof row.level })}
                    error={shown[`languageProficiency.${i}.level`]}
                    required
                  />
                </>
              )}
            />
            <TextField {...str('license')} />
          </Section>

          <Section id="profile-availability" title={t('profile.sections.availability')}>
            <TextField {...str('dailyHours')} required inputMode="decimal" />
            <TextField {...str('weeklyHours')} required inputMode="decimal" />
            <TextField {...str('minPeriod')} inputMode="numeric" label={t('profile.minPeriodDays')} />
            <TextField {...str('hourlyRate')} required inputMode="decimal" label={t('profile.hourlyRateEuro')} />
            <ListEditor
              name="categoryAvailability"
              items={values.categoryAvailability}
              onChange={set('categoryAvailability')}
              empty={emptyCategory}
              error={shown['categoryAvailability']}
              required
              renderItem={(row, i, update) => (
                <>
                  <SelectField name="category" value={row.category} options={services} onChange={(category) => update({ category })} error={shown[`categoryAvailability.${i}.category`]} required />
                  <TextField
                    name="numberOfResource"
                    value={row.numberOfResource}
                    onChange={(numberOfResource) => update({ numberOfResource })}
                    error={shown[`categoryAvailability.${i}.numberOfResource`]}
                    inputMode="numeric"
                    required
                  />
                  <CheckboxGroup
                    name="areaRegion"
                    options={regions}
                    values={row.areaRegion}
                    onChange={(areaRegion) => update({ areaRegion: areaRegion as typeof row.areaRegion })}
                    selectAllLabel={t('profile.selectAllRegions', { defaultValue: SELECT_ALL_REGIONS_LABEL })}
                    error={shown[`categoryAvailability.${i}.areaRegion`]}
                    required
                  />
                </>
              )}
            />
          </Section>

          <Section id="profile-experience" title={t('profile.sections.experience')}>
            <ListEditor
              name="previousWorkExperience"
              items={values.previousWorkExperience}
              onChange={set('previousWorkExperience')}
              empty={emptyExperience}
              renderItem={(row, i, update) => (
                <>
                  <TextField name="workTitle" value={row.workTitle} onChange={(workTitle) => update({ workTitle })} error={shown[`previousWorkExperience.${i}.workTitle`]} required />
                  <TextField name="workRole" value={row.workRole} onChange={(workRole) => update({ workRole })} error={shown[`previousWorkExperience.${i}.workRole`]} required />
                  <TextField name="jobPeriod" value={row.jobPeriod} onChange={(jobPeriod) => update({ jobPeriod })} />
                </>
              )}
            />
            <ListEditor
              name="reference"
              items={values.reference}
              onChange={set('reference')}
              empty={emptyReference}
              renderItem={(row, i, update) => (
                <>
                  <TextField name="name" value={row.name} onChange={(name) => update({ name })} error={shown[`reference.${i}.name`]} required />
                  <TextField name="number" value={row.number} onChange={(number) => update({ number })} error={shown[`reference.${i}.number`]} type="tel" required />
                </>
              )}
            />
            <TextField {...str('additionalComment')} multiline />
          </Section>

          <Section id="profile-bank" title={t('profile.sections.bank')}>
            <TextField {...str('accountNo')} required autoComplete="off" />
            <TextField {...str('accountName')} required />
            <TextField {...str('branchName')} />
          </Section>
        </>
      )}

      {company && (
        <Section id="profile-documents" title={t('profile.sections.documents')}>
          {supplier && (
            <>
              <FileUploadPreview label={fieldLabel('resume')} slot="documents" path={values.resume} onChange={set('resume')} upload={upload('documents')} />
              <FileUploadPreview label={fieldLabel('certificate')} slot="documents" path={values.certificate} onChange={set('certificate')} upload={upload('documents')} />
            </>
          )}
          <DocumentList paths={values.documents} names={fileNames} onChange={set('documents')} upload={upload('general')} />
        </Section>
      )}

      {supplier && <CheckboxField name="userDeclaration" label={t('profile.declaration')} checked={values.userDeclaration} onChange={set('userDeclaration')} error={shown['userDeclaration']} required />}

      <button type="submit" className="fw-button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('profile.save')}
      </button>
    </form>
  );
}
