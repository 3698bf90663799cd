import '../catalogue';
import { registrationDraftReset, registrationDraftUpdated, registrationStarted, selectRegistrationDraft, useAppDispatch, useAppSelector, useAppStore, useSignupSupplierMutation } from '@fachwerk/web/data-access';
import { contractsResolver, errorText, serverErrorMessages, useContractsForm, type TranslateFn } from '@fachwerk/web/data-access/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldPath, FieldValues, ResolverOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { clearSupplierDraft, loadSupplierDraft, saveSupplierDraft } from './draft-storage';
import { STEP_COMPONENTS } from './SupplierSteps';
import { EMPTY_SUPPLIER_FORM, STEPS, stepOfField, stepSchema, toSupplierRequest, type StepName, type SupplierForm } from './supplier-form';

/** Paths of the leaf errors of a resolver answer (`contactPerson.0.name`), in form order. */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' && 'message' in value && typeof value.message === 'string' ? [path] : errorPaths(value as FieldErrors, path);
  });
}

/** A field's name in messages; a list row's field names its row: "Name (Ansprechpartner 1)". */
function usePathLabel(): (path: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (path: string) => {
      const [list, index, field] = path.split('.');
      return field === undefined ? t(`fields.${path}`) : t('wizard.itemField', { field: t(`fields.${field}`), list: t(`fields.${list}`), n: Number(index) + 1 });
    },
    [t],
  );
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
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const pathLabel = usePathLabel();
  const name: StepName = STEPS[step] ?? 'company';
  // the current step's rules only: Next checks the step, Back keeps what was typed
  const schema = useCallback((values: FieldValues) => stepSchema(name, values as Partial<SupplierForm>), [name]);
  const form = useContractsForm<SupplierForm>(schema, { pathLabel, defaultValues: { ...EMPTY_SUPPLIER_FORM, ...(draft.fields as Partial<SupplierForm>) } });

  // restore the stored draft once (a reload or a later visit continues where the supplier left off)
  useEffect(() => {
    const stored = loadSupplierDraft();
    if (draft.userType !== 'supplier') dispatch(registrationStarted('supplier'));
    if (stored) {
      dispatch(registrationDraftUpdated({ ...stored.form }));
      form.reset(stored.form);
      setStep(stored.step);
    }
    setReady(true);
    // the REGISTER slice follows the form
    const subscription = form.watch((values) => dispatch(registrationDraftUpdated(values as Partial<SupplierForm>)));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount
  }, []);

  useEffect(() => {
    if (ready && draft.userType === 'supplier') saveSupplierDraft({ step, form: { ...EMPTY_SUPPLIER_FORM, ...(draft.fields as Partial<SupplierForm>) } });
  }, [ready, step, draft]);

  /** Shows errors (path → message) on the step that holds the first and focuses it. */
  const showErrors = (index: number, messages: [string, string][]) => {
    goTo(index);
    setTimeout(() => messages.forEach(([path, message], i) => form.setError(path as FieldPath<SupplierForm>, { type: 'server', message }, { shouldFocus: i === 0 })), 0);
  };

  const goTo = (index: number) => {
    setStep(index);
    setTimeout(() => heading.current?.focus(), 0);
  };

  const last = step === STEPS.length - 1;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!last) return goTo(step + 1);
    // every step again: a reload empties the passwords, so the person step may need them once more
    for (const [index, other] of STEPS.entries()) {
      const resolver = contractsResolver<SupplierForm>(stepSchema(other, values), { t: t as TranslateFn, pathLabel });
      const { errors } = await resolver(values, undefined, {} as ResolverOptions<SupplierForm>);
      const paths = errorPaths(errors);
      if (paths.length > 0) return showErrors(index, paths.map((path) => [path, errorText(errors, path) ?? ''] as [string, string]));
    }
    try {
      const result = await signup(toSupplierRequest(values, store.getState().session.language)).unwrap();
      clearSupplierDraft();
      dispatch(registrationDraftReset());
      navigate(`/emailverify/${result.userId}/${result.userType}`, { state: { codeSent: true } });
    } catch (error) {
      const server = Object.entries(serverErrorMessages(error));
      const target = server.map(([path]) => stepOfField(path)).find((s) => s !== null);
      if (target) showErrors(STEPS.indexOf(target), server);
    }
  });

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
        {ready && <Step form={form} />}
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
