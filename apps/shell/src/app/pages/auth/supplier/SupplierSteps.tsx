import { FEDERAL_STATES, LANGUAGE_LEVELS, type UploadSlot } from '@fachwerk/shared/contracts';
import { selectAccessToken, selectLanguage, useAppSelector, useCommonContent, useToolListsQuery } from '@fachwerk/web/data-access';
import { sendUpload } from '@fachwerk/web/data-access/api/uploads';
import { errorText, useChoices, useListRows } from '@fachwerk/web/data-access/forms';
import { CheckboxField, ChoiceGroup, FieldError, FileUploadPreview, ListEditor, PasswordStrengthMeter, PhoneField, Select, type SelectOption, Textarea, TextField } from '@fachwerk/web/ui';
import type { ReactElement, ReactNode } from 'react';
import { useController, type ArrayPath, type FieldArray, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../form/account-form';
import { AddressInput } from '../form/AddressInput';
import { capitalize, useBind, useFieldName } from '../form/bind';
import { TermsField } from '../TermsField';
import { emptyCategory, emptyContact, emptyExperience, emptyLanguage, emptyReference, type StepName, type SupplierForm } from './supplier-form';

export interface StepProps {
  form: UseFormReturn<SupplierForm>;
}

type ListName = ArrayPath<SupplierForm>;

/** A list of the wizard (contact persons, languages, …): the kit's ListEditor over useFieldArray. */
function Rows<N extends ListName>({ form, name, create, min = 0, children }: StepProps & { name: N; create: () => FieldArray<SupplierForm, N>; min?: number; children: (index: number) => ReactNode }) {
  const { t } = useTranslation();
  const list = t(`fields.${name}`);
  return (
    <ListEditor
      legend={capitalize(list)}
      {...useListRows(form, name, create)}
      renderRow={children}
      rowLabel={(n) => t('wizard.item', { list, n })}
      addLabel={t('wizard.addItem', { list })}
      removeLabel={(n) => t('wizard.removeItem', { list, n })}
      emptyText={null}
      min={min}
    />
  );
}

/** Several choices (services, skills, tools, regions) as the kit's checkbox group, bound to a list field. */
function Choices({ form, name, options, required, selectAllLabel }: StepProps & { name: FieldPath<SupplierForm>; options: SelectOption[]; required?: boolean; selectAllLabel?: string }) {
  const fieldName = useFieldName();
  return <ChoiceGroup label={capitalize(fieldName(name))} options={options} required={required} selectAllLabel={selectAllLabel} {...useChoices(form, name)} />;
}

/** A document of the registration: before the account exists it goes to POST /uploads/registration. */
function Upload({ form, name }: StepProps & { name: 'resume' | 'certificate' }) {
  const fieldName = useFieldName();
  const token = useAppSelector(selectAccessToken);
  const language = useAppSelector(selectLanguage);
  const upload = (slot: UploadSlot) => (file: File, onProgress: (percent: number) => void) =>
    sendUpload({ slot, token, language }, file, onProgress);
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <div className="fw-field" data-field={name}>
      <FileUploadPreview label={capitalize(fieldName(name))} slot="documents" path={field.value} onChange={field.onChange} upload={upload('documents')} />
      {fieldState.error?.message && <FieldError>{fieldState.error.message}</FieldError>}
    </div>
  );
}

function Phone({ form, dial, number, required }: StepProps & { dial: 'dialCode' | 'companyDialCode'; number: 'phoneNumber' | 'companyPhoneNumber'; required?: boolean }) {
  const fieldName = useFieldName();
  return (
    <PhoneField
      label={capitalize(fieldName(number))}
      dialLabel={fieldName(dial)}
      dial={form.register(dial)}
      number={form.register(number)}
      error={errorText(form.formState.errors, number) ?? errorText(form.formState.errors, dial)}
      required={required}
    />
  );
}

function CompanyStep({ form }: StepProps) {
  const { t } = useTranslation();
  const bind = useBind(form);
  const fieldName = useFieldName();
  return (
    <>
      <TextField {...bind('companyName')} required autoComplete="organization" />
      <TextField {...bind('vat')} required hint={t('register.vatHint')} />
      <TextField {...bind('companyRegistrationNumber')} required />
      <Phone form={form} dial="companyDialCode" number="companyPhoneNumber" required />
      <TextField {...bind('companyEmail')} required type="email" />
      <AddressInput control={form.control} name="companyAddress" label={capitalize(fieldName('companyAddress'))} />
      <Rows form={form} name="contactPerson" create={emptyContact} min={1}>
        {(i) => (
          <>
            <TextField {...bind(`contactPerson.${i}.name`)} required />
            <TextField {...bind(`contactPerson.${i}.position`)} />
            <Select {...bind(`contactPerson.${i}.dialCode`)} options={DIAL_OPTIONS} />
            <TextField {...bind(`contactPerson.${i}.phoneNumber`)} type="tel" />
            <TextField {...bind(`contactPerson.${i}.email`)} type="email" />
          </>
        )}
      </Rows>
    </>
  );
}

const DIAL_OPTIONS = ['+49', '+43', '+41', '+31', '+32', '+33', '+39', '+48', '+420', '+45', '+352'].map((code) => ({ value: code, label: code }));

function PersonStep({ form }: StepProps) {
  const { t } = useTranslation();
  const bind = useBind(form);
  const fieldName = useFieldName();
  const [password, email, firstName, lastName] = form.watch(['password', 'email', 'firstName', 'lastName']);
  return (
    <>
      <TextField {...bind('firstName')} required autoComplete="given-name" />
      <TextField {...bind('lastName')} required autoComplete="family-name" />
      <Phone form={form} dial="dialCode" number="phoneNumber" required />
      <TextField {...bind('email')} required type="email" autoComplete="email" hint={t('wizard.loginEmailHint')} />
      <AddressInput control={form.control} name="address" label={capitalize(fieldName('address'))} />
      <TextField {...bind('password')} required type="password" autoComplete="new-password" hint={t('register.passwordHint', { min: PASSWORD_MIN })} />
      <PasswordStrengthMeter id="password-strength" password={password} userInputs={[email, firstName, lastName]} />
      <TextField {...bind('password_confirmation')} required type="password" autoComplete="new-password" />
    </>
  );
}

const toOptions = (list: { _id: string; name: string }[]) => list.map((item) => ({ value: item._id, label: item.name }));

function ServicesStep({ form }: StepProps) {
  const { t } = useTranslation();
  const bind = useBind(form);
  const content = useCommonContent();
  const serviceType = form.watch('serviceType');
  const tools = useToolListsQuery(serviceType, { skip: serviceType.length === 0 });
  return (
    <>
      <Choices form={form} name="serviceType" options={toOptions(content.serviceList)} required />
      <Choices form={form} name="specialSkillsOrExp" options={toOptions(content.skills)} required />
      <Rows form={form} name="languageProficiency" create={emptyLanguage} min={1}>
        {(i) => (
          <>
            <Select {...bind(`languageProficiency.${i}.language`)} placeholder={t('wizard.choose')} options={toOptions(content.languageList)} required />
            <Select
              {...bind(`languageProficiency.${i}.level`)}
              placeholder={t('wizard.choose')}
              options={LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`wizard.levels.${level}`) }))}
              required
            />
          </>
        )}
      </Rows>
      {/* tools of the chosen services, when the catalogue answers (POST /tools/lists); hidden otherwise */}
      {tools.isSuccess && tools.data.length > 0 && <Choices form={form} name="toolsAndEquipment" options={toOptions(tools.data)} />}
    </>
  );
}

function AvailabilityStep({ form }: StepProps) {
  const { t } = useTranslation();
  const bind = useBind(form);
  const services = useCommonContent().serviceList;
  const serviceType = form.watch('serviceType');
  const chosen = services.filter((s) => serviceType.includes(s._id));
  const regions = FEDERAL_STATES.map((state) => ({ value: state, label: state }));
  return (
    <>
      <TextField {...bind('dailyHours')} required inputMode="decimal" hint={t('wizard.maxHint', { max: 24 })} />
      <TextField {...bind('weeklyHours')} required inputMode="decimal" hint={t('wizard.maxHint', { max: 168 })} />
      <TextField {...bind('hourlyRate')} required inputMode="decimal" hint={t('wizard.hourlyRateHint')} />
      <TextField {...bind('minPeriod')} inputMode="numeric" hint={t('wizard.minPeriodHint')} />
      <TextField {...bind('license')} />
      <Rows form={form} name="categoryAvailability" create={emptyCategory} min={1}>
        {(i) => (
          <>
            <Select {...bind(`categoryAvailability.${i}.category`)} placeholder={t('wizard.choose')} options={toOptions(chosen.length > 0 ? chosen : services)} required />
            <TextField {...bind(`categoryAvailability.${i}.numberOfResource`)} inputMode="numeric" required />
            <Choices form={form} name={`categoryAvailability.${i}.areaRegion`} options={regions} selectAllLabel={t('wizard.selectAll')} required />
          </>
        )}
      </Rows>
    </>
  );
}

function ExperienceStep({ form }: StepProps) {
  const { t } = useTranslation();
  const bind = useBind(form);
  return (
    <>
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
            <TextField {...bind(`reference.${i}.number`, capitalize(t('fields.phoneNumber')))} type="tel" required />
          </>
        )}
      </Rows>
      <Upload form={form} name="resume" />
      <Upload form={form} name="certificate" />
      <Textarea {...bind('additionalComment')} />
    </>
  );
}

function BankStep({ form }: StepProps) {
  const { t } = useTranslation();
  const bind = useBind(form);
  return (
    <>
      <TextField {...bind('accountName')} required />
      <TextField {...bind('accountNo')} required hint={t('wizard.ibanHint')} />
      <TextField {...bind('branchName')} />
      <CheckboxField {...bind('userDeclaration')} label={t('wizard.declaration')} />
      <TermsField input={form.register('termAndCondition')} error={bind('termAndCondition').error} />
    </>
  );
}

export const STEP_COMPONENTS: Record<StepName, (props: StepProps) => ReactElement> = {
  company: CompanyStep,
  person: PersonStep,
  services: ServicesStep,
  availability: AvailabilityStep,
  experience: ExperienceStep,
  bank: BankStep,
};
