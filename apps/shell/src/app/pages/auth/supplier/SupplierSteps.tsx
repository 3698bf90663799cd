import { FEDERAL_STATES, LANGUAGE_LEVELS, type FederalState, type UploadSlot } from '@fachwerk/shared/contracts';
import { selectAccessToken, selectLanguage, useAppSelector, useAppStore, useCommonContent } from '@fachwerk/web/data-access';
import { AddressAutocomplete, FileUploadPreview, PasswordStrengthMeter } from '@fachwerk/web/ui';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAL_CODES, FieldError, capitalize, MultiCheck, PhoneField, SelectField, TextField, type TextFieldProps } from '../form/fields';
import { PASSWORD_MIN, type FieldErrors } from '../form/validation';
import { geoSuggestions, uploadFile, useToolListsQuery } from '../identity.api';
import { TermsField } from '../TermsField';
import { ListEditor } from './ListEditor';
import { emptyCategory, emptyContact, emptyExperience, emptyLanguage, emptyReference, itemId, type StepName, type SupplierForm } from './supplier-form';

export interface StepProps {
  form: SupplierForm;
  update: (patch: Partial<SupplierForm>) => void;
  errors: FieldErrors;
}

type TextKey = { [K in keyof SupplierForm]: SupplierForm[K] extends string ? K : never }[keyof SupplierForm];

function useText({ form, update, errors }: StepProps) {
  const { t } = useTranslation();
  return (key: TextKey, extra: Partial<TextFieldProps> = {}) => (
    <TextField id={key} label={t(`fields.${key}`)} value={form[key]} onChange={(v) => update({ [key]: v })} error={errors[key]} {...extra} />
  );
}

function Address({ field, props }: { field: 'address' | 'companyAddress'; props: StepProps }) {
  const { t } = useTranslation();
  const store = useAppStore();
  const fetchSuggestions = useMemo(() => geoSuggestions(store), [store]);
  return (
    <div className="fw-field">
      <AddressAutocomplete
        label={`${capitalize(t(`fields.${field}`))} *`}
        value={props.form[field]}
        onChange={(v) => props.update({ [field]: v })}
        onSelect={(s) => props.update({ [field]: s.label })}
        fetchSuggestions={fetchSuggestions}
      />
      <FieldError id={field} error={props.errors[field]} />
    </div>
  );
}

function CompanyStep(props: StepProps) {
  const { t } = useTranslation();
  const text = useText(props);
  const { form, update, errors } = props;
  return (
    <>
      {text('companyName', { required: true, autoComplete: 'organization' })}
      {text('vat', { required: true, hint: t('register.vatHint') })}
      {text('companyRegistrationNumber', { required: true })}
      <PhoneField
        id="companyPhoneNumber"
        label={t('fields.companyPhoneNumber')}
        dialLabel={t('fields.companyDialCode')}
        dialCode={form.companyDialCode}
        onDialCode={(companyDialCode) => update({ companyDialCode })}
        value={form.companyPhoneNumber}
        onChange={(companyPhoneNumber) => update({ companyPhoneNumber })}
        error={errors['companyPhoneNumber']}
        required
      />
      {text('companyEmail', { required: true, type: 'email' })}
      <Address field="companyAddress" props={props} />
      <ListEditor
        name="contactPerson"
        items={form.contactPerson}
        onChange={(contactPerson) => update({ contactPerson })}
        create={emptyContact}
        min={1}
        error={errors['contactPerson']}
        renderItem={(item, i, patch) => (
          <>
            <TextField id={itemId('contactPerson', i, 'name')} label={t('fields.name')} value={item.name} onChange={(name) => patch({ name })} error={errors[itemId('contactPerson', i, 'name')]} required />
            <TextField id={itemId('contactPerson', i, 'position')} label={t('fields.position')} value={item.position} onChange={(position) => patch({ position })} error={errors[itemId('contactPerson', i, 'position')]} />
            <SelectField
              id={itemId('contactPerson', i, 'dialCode')}
              label={t('fields.dialCode')}
              value={item.dialCode}
              onChange={(dialCode) => patch({ dialCode })}
              options={DIAL_CODES.map((c) => ({ value: c, label: c }))}
            />
            <TextField id={itemId('contactPerson', i, 'phoneNumber')} type="tel" label={t('fields.phoneNumber')} value={item.phoneNumber} onChange={(phoneNumber) => patch({ phoneNumber })} error={errors[itemId('contactPerson', i, 'phoneNumber')]} />
            <TextField id={itemId('contactPerson', i, 'email')} type="email" label={t('fields.email')} value={item.email} onChange={(email) => patch({ email })} error={errors[itemId('contactPerson', i, 'email')]} />
          </>
        )}
      />
    </>
  );
}

function PersonStep(props: StepProps) {
  const { t } = useTranslation();
  const text = useText(props);
  const { form, update, errors } = props;
  return (
    <>
      {text('firstName', { required: true, autoComplete: 'given-name' })}
      {text('lastName', { required: true, autoComplete: 'family-name' })}
      <PhoneField
        id="phoneNumber"
        label={t('fields.phoneNumber')}
        dialLabel={t('fields.dialCode')}
        dialCode={form.dialCode}
        onDialCode={(dialCode) => update({ dialCode })}
        value={form.phoneNumber}
        onChange={(phoneNumber) => update({ phoneNumber })}
        error={errors['phoneNumber']}
        required
      />
      {text('email', { required: true, type: 'email', autoComplete: 'email', hint: t('wizard.loginEmailHint') })}
      <Address field="address" props={props} />
      {text('password', { required: true, type: 'password', autoComplete: 'new-password', hint: t('register.passwordHint', { min: PASSWORD_MIN }) })}
      <PasswordStrengthMeter id="password-strength" password={form.password} userInputs={[form.email, form.firstName, form.lastName]} />
      {text('password_confirmation', { required: true, type: 'password', autoComplete: 'new-password' })}
    </>
  );
}

function ServicesStep({ form, update, errors }: StepProps) {
  const { t } = useTranslation();
  const content = useCommonContent();
  const tools = useToolListsQuery(form.serviceType, { skip: form.serviceType.length === 0 });
  const options = (list: { _id: string; name: string }[]) => list.map((item) => ({ value: item._id, label: item.name }));
  return (
    <>
      <MultiCheck id="serviceType" label={`${t('fields.serviceType')} *`} values={form.serviceType} onChange={(serviceType) => update({ serviceType })} options={options(content.serviceList)} error={errors['serviceType']} />
      <MultiCheck id="specialSkillsOrExp" label={`${t('fields.specialSkillsOrExp')} *`} values={form.specialSkillsOrExp} onChange={(specialSkillsOrExp) => update({ specialSkillsOrExp })} options={options(content.skills)} error={errors['specialSkillsOrExp']} />
      <ListEditor
        name="languageProficiency"
        items={form.languageProficiency}
        onChange={(languageProficiency) => update({ languageProficiency })}
        create={emptyLanguage}
        min={1}
        error={errors['languageProficiency']}
        renderItem={(item, i, patch) => (
          <>
            <SelectField id={itemId('languageProficiency', i, 'language')} label={t('fields.language')} value={item.language} onChange={(language) => patch({ language })} placeholder={t('wizard.choose')} options={options(content.languageList)} error={errors[itemId('languageProficiency', i, 'language')]} required />
            <SelectField
              id={itemId('languageProficiency', i, 'level')}
              label={t('fields.level')}
              value={item.level}
              onChange={(level) => patch({ level: level as (typeof LANGUAGE_LEVELS)[number] })}
              placeholder={t('wizard.choose')}
              options={LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`wizard.levels.${level}`) }))}
              error={errors[itemId('languageProficiency', i, 'level')]}
              required
            />
          </>
        )}
      />
      {/* tools of the chosen services, when the catalogue answers (POST /tools/lists); hidden otherwise */}
      {tools.isSuccess && tools.data.length > 0 && (
        <MultiCheck
          id="toolsAndEquipment"
          label={t('fields.toolsAndEquipment')}
          values={form.toolsAndEquipment}
          onChange={(toolsAndEquipment) => update({ toolsAndEquipment })}
          options={tools.data.map((tool) => ({ value: tool._id, label: tool.name }))}
          error={errors['toolsAndEquipment']}
        />
      )}
    </>
  );
}

function AvailabilityStep(props: StepProps) {
  const { t } = useTranslation();
  const text = useText(props);
  const { form, update, errors } = props;
  const services = useCommonContent().serviceList;
  const chosen = services.filter((s) => form.serviceType.includes(s._id));
  const regions = FEDERAL_STATES.map((state) => ({ value: state, label: state }));
  return (
    <>
      {text('dailyHours', { required: true, inputMode: 'decimal', hint: t('wizard.maxHint', { max: 24 }) })}
      {text('weeklyHours', { required: true, inputMode: 'decimal', hint: t('wizard.maxHint', { max: 168 }) })}
      {text('hourlyRate', { required: true, inputMode: 'decimal', hint: t('wizard.hourlyRateHint') })}
      {text('minPeriod', { inputMode: 'numeric', hint: t('wizard.minPeriodHint') })}
      {text('license')}
      <ListEditor
        name="categoryAvailability"
        items={form.categoryAvailability}
        onChange={(categoryAvailability) => update({ categoryAvailability })}
        create={emptyCategory}
        min={1}
        error={errors['categoryAvailability']}
        renderItem={(item, i, patch) => (
          <>
            <SelectField
              id={itemId('categoryAvailability', i, 'category')}
              label={t('fields.category')}
              value={item.category}
              onChange={(category) => patch({ category })}
              placeholder={t('wizard.choose')}
              options={(chosen.length > 0 ? chosen : services).map((s) => ({ value: s._id, label: s.name }))}
              error={errors[itemId('categoryAvailability', i, 'category')]}
              required
            />
            <TextField id={itemId('categoryAvailability', i, 'numberOfResource')} inputMode="numeric" label={t('fields.numberOfResource')} value={item.numberOfResource} onChange={(numberOfResource) => patch({ numberOfResource })} error={errors[itemId('categoryAvailability', i, 'numberOfResource')]} required />
            <MultiCheck
              id={itemId('categoryAvailability', i, 'areaRegion')}
              label={`${t('fields.areaRegion')} *`}
              values={item.areaRegion}
              onChange={(areaRegion) => patch({ areaRegion: areaRegion as FederalState[] })}
              options={regions}
              selectAllLabel={t('wizard.selectAll')}
              error={errors[itemId('categoryAvailability', i, 'areaRegion')]}
            />
          </>
        )}
      />
    </>
  );
}

function ExperienceStep(props: StepProps) {
  const { t } = useTranslation();
  const text = useText(props);
  const { form, update, errors } = props;
  const token = useAppSelector(selectAccessToken);
  const language = useAppSelector(selectLanguage);
  const upload = (slot: UploadSlot) => uploadFile(slot, token, language);
  return (
    <>
      <ListEditor
        name="previousWorkExperience"
        items={form.previousWorkExperience}
        onChange={(previousWorkExperience) => update({ previousWorkExperience })}
        create={emptyExperience}
        renderItem={(item, i, patch) => (
          <>
            <TextField id={itemId('previousWorkExperience', i, 'workTitle')} label={t('fields.workTitle')} value={item.workTitle} onChange={(workTitle) => patch({ workTitle })} error={errors[itemId('previousWorkExperience', i, 'workTitle')]} required />
            <TextField id={itemId('previousWorkExperience', i, 'workRole')} label={t('fields.workRole')} value={item.workRole} onChange={(workRole) => patch({ workRole })} error={errors[itemId('previousWorkExperience', i, 'workRole')]} required />
            <TextField id={itemId('previousWorkExperience', i, 'jobPeriod')} label={t('fields.jobPeriod')} value={item.jobPeriod} onChange={(jobPeriod) => patch({ jobPeriod })} error={errors[itemId('previousWorkExperience', i, 'jobPeriod')]} />
          </>
        )}
      />
      <ListEditor
        name="reference"
        items={form.reference}
        onChange={(reference) => update({ reference })}
        create={emptyReference}
        renderItem={(item, i, patch) => (
          <>
            <TextField id={itemId('reference', i, 'name')} label={t('fields.name')} value={item.name} onChange={(name) => patch({ name })} error={errors[itemId('reference', i, 'name')]} required />
            <TextField id={itemId('reference', i, 'number')} type="tel" label={t('fields.phoneNumber')} value={item.number} onChange={(number) => patch({ number })} error={errors[itemId('reference', i, 'number')]} required />
          </>
        )}
      />
      {/* before the account exists, documents go to POST /uploads/registration; the sign-up claims them */}
      <FileUploadPreview label={t('fields.resume')} slot="documents" path={form.resume} onChange={(resume) => update({ resume })} upload={upload('documents')} />
      <FieldError id="resume" error={errors['resume']} />
      <FileUploadPreview label={t('fields.certificate')} slot="documents" path={form.certificate} onChange={(certificate) => update({ certificate })} upload={upload('documents')} />
      <FieldError id="certificate" error={errors['certificate']} />
      {text('additionalComment', { multiline: true })}
    </>
  );
}

function BankStep(props: StepProps) {
  const { t } = useTranslation();
  const text = useText(props);
  const { form, update, errors } = props;
  return (
    <>
      {text('accountName', { required: true })}
      {text('accountNo', { required: true, hint: t('wizard.ibanHint') })}
      {text('branchName')}
      <div className="fw-field fw-field--checkbox">
        <input id="userDeclaration" type="checkbox" checked={form.userDeclaration} onChange={(e) => update({ userDeclaration: e.target.checked })} aria-invalid={errors['userDeclaration'] ? true : undefined} aria-describedby={errors['userDeclaration'] ? 'userDeclaration-error' : undefined} />
        <label htmlFor="userDeclaration">{t('wizard.declaration')}</label>
        <FieldError id="userDeclaration" error={errors['userDeclaration']} />
      </div>
      <TermsField id="termAndCondition" checked={form.termAndCondition} onChange={(termAndCondition) => update({ termAndCondition })} error={errors['termAndCondition']} />
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
