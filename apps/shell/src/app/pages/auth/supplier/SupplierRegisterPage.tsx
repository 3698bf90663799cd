import '../catalogue';
import {
  registrationDraftReset,
  registrationDraftUpdated,
  registrationStarted,
  selectRegistrationDraft,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@fachwerk/web/data-access';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { focusFirstError } from '../form/fields';
import type { FieldErrors } from '../form/validation';
import { useSignupSupplierMutation } from '../identity.api';
import { clearSupplierDraft, loadSupplierDraft, saveSupplierDraft } from './draft-storage';
import { STEP_COMPONENTS } from './SupplierSteps';
import { EMPTY_SUPPLIER_FORM, STEPS, stepOfField, toSupplierRequest, validateStep, type SupplierForm } from './supplier-form';

/** Server error paths (`contactPerson.0.name`) as the wizard's DOM ids (`contactPerson-0-name`). */
export function serverErrorsById(error: unknown): FieldErrors {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).flatMap(([path, messages]) => (messages[0] ? [[path.replace(/\./g, '-'), messages[0]]] : [])));
}

/**
 * /service-provider-register: the supplier registration wizard. Each step validates before the next,
 * Back keeps the data, the draft (REGISTER slice) survives a reload in local storage until it is
 * submitted, and server validation errors open the step of the first failing field.
 */
export default function SupplierRegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useAppStore();
  const draft = useAppSelector(selectRegistrationDraft);
  const [signup, { isLoading }] = useSignupSupplierMutation();
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // restore the stored draft once (a reload or a later visit continues where the supplier left off)
  useEffect(() => {
    const stored = loadSupplierDraft();
    if (draft.userType !== 'supplier') dispatch(registrationStarted('supplier'));
    if (stored) {
      dispatch(registrationDraftUpdated({ ...stored.form }));
      setStep(stored.step);
    }
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount
  }, []);

  const form: SupplierForm = { ...EMPTY_SUPPLIER_FORM, ...(draft.fields as Partial<SupplierForm>) };

  useEffect(() => {
    if (ready && draft.userType === 'supplier') saveSupplierDraft({ step, form: { ...EMPTY_SUPPLIER_FORM, ...(draft.fields as Partial<SupplierForm>) } });
  }, [ready, step, draft]);

  const update = (patch: Partial<SupplierForm>) => {
    dispatch(registrationDraftUpdated(patch));
    // a corrected field loses its message
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !Object.keys(patch).some((field) => key === field || key.startsWith(`${field}-`)))));
  };

  const goTo = (index: number) => {
    setStep(index);
    setTimeout(() => heading.current?.focus(), 0);
  };

  const name = STEPS[step] ?? 'company';
  const last = step === STEPS.length - 1;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(name, form, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    if (!last) return goTo(step + 1);
    // every step again: a reload empties the passwords, so the person step may need them once more
    for (const [index, other] of STEPS.entries()) {
      const missing = validateStep(other, form, t);
      if (Object.keys(missing).length > 0) {
        goTo(index);
        setErrors(missing);
        return focusFirstError(missing);
      }
    }
    try {
      const result = await signup(toSupplierRequest(form, store.getState().session.language)).unwrap();
      clearSupplierDraft();
      dispatch(registrationDraftReset());
      navigate(`/emailverify/${result.userId}/${result.userType}`, { state: { codeSent: true } });
    } catch (error) {
      const server = serverErrorsById(error);
      const target = Object.keys(server).map(stepOfField).find((s) => s !== null);
      if (target) {
        goTo(STEPS.indexOf(target));
        setErrors(server);
        focusFirstError(server);
      }
    }
  };

  const Step = STEP_COMPONENTS[name];
  return (
    <section className="fw-register fw-wizard" aria-labelledby="fw-supplier-register-title">
      <h1 id="fw-supplier-register-title">{t('pages.supplierRegister')}</h1>
      <ol className="fw-wizard__steps" aria-label={t('wizard.progress')}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === step ? 'step' : undefined} className={i < step ? 'fw-wizard__done' : undefined}>
            {t(`wizard.steps.${s}`)}
          </li>
        ))}
      </ol>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="fw-wizard-step-title">
        <h2 id="fw-wizard-step-title" ref={heading} tabIndex={-1}>
          {t('wizard.stepTitle', { n: step + 1, total: STEPS.length, name: t(`wizard.steps.${name}`) })}
        </h2>
        <p>{t('register.requiredHint')}</p>
        {ready && <Step form={form} update={update} errors={errors} />}
        <div className="fw-wizard__nav">
          {step > 0 && (
            <button type="button" className="fw-button fw-button--secondary" onClick={() => goTo(step - 1)}>
              {t('common.back')}
            </button>
          )}{' '}
          <button type="submit" className="fw-button" disabled={isLoading} aria-busy={isLoading}>
            {last ? (isLoading ? t('register.submitting') : t('register.submit')) : t('wizard.next')}
          </button>
        </div>
      </form>
      <p>
        {t('register.haveAccount')} <Link to="/login/supplier">{t('register.toLogin')}</Link>
      </p>
    </section>
  );
}
