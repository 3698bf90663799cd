import {
  CONTRACT_PATHS,
  STAFFING_TERMS_LIMITS,
  type AwardResponse,
  type ContractResponse,
  type ContractStatus,
  type StaffingTermsRequest,
  type UserType,
} from '@fachwerk/shared/contracts';
import { apiEffects, selectLanguage, useAppSelector, type ApiError } from '@fachwerk/web/data-access';
import { useAuthorizedFile } from '@fachwerk/web/data-access/authorized-file';
import {
  useAcceptContractMutation,
  useAwardContractQuery,
  useSaveStaffingTermsMutation,
} from '@fachwerk/web/data-access/api/contracts';
import {
  Button,
  downloadBlob,
  FieldError,
  formatCents,
  formatDateTime,
  MoneyField,
  MutationDialog,
  Skeleton,
  StatusBadge,
  type StatusTone,
  Textarea,
  useMutationAction,
} from '@fachwerk/web/ui';
import { serverErrorMessages } from '@fachwerk/web/data-access/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stoppedByDeletion } from './award-status';

const TONE: Record<ContractStatus, StatusTone> = { incomplete: 'danger', awaitingAcceptance: 'warning', accepted: 'success' };

/** The id of an award's contract panel: the card scrolls to it when the contract gate refuses an action. */
export const contractPanelId = (awardId: string) => `award-contract-${awardId}`;

/** The error codes with which the API refuses work while the contract is not accepted by both. */
export const isContractGate = (error: unknown): boolean =>
  !!error && typeof error === 'object' && ((error as ApiError).code ?? '').startsWith('CONTRACT_');

/** The first characters of a SHA-256, enough to compare a PDF or a printout with the acceptance. */
const shortHash = (sha256: string) => sha256.slice(0, 12);

/**
 * The contract of an award (Arbeitnehmerüberlassungsvertrag for resource jobs, Werkvertrag otherwise):
 * status, who still has to accept, the current version's text, the acceptances, accepting (text form,
 * § 126b BGB), the PDF and — for the client of a lending contract — the staffing terms (§ 12 (1) AÜG).
 * Of an award stopped by an account deletion it is only read: nothing is left to accept or to change.
 */
export function ContractPanel({ award, role }: { award: AwardResponse; role: UserType }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const contract = useAwardContractQuery(award._id);
  const [dialog, setDialog] = useState<'accept' | null>(null);
  const [editTerms, setEditTerms] = useState(false);
  const fetchFile = useAuthorizedFile();
  const data = contract.data;

  const downloadPdf = async () => {
    try {
      downloadBlob(await fetchFile(CONTRACT_PATHS.pdf(award._id)), `vertrag-${award._id}-v${data?.current.version ?? ''}.pdf`);
    } catch {
      apiEffects().notifyError(t('awardsWeb.contract.downloadFailed'));
    }
  };

  const stopped = stoppedByDeletion(award.status);
  const party = !stopped && (role === 'client' || role === 'supplier') ? role : null;
  const canAccept = !!data && !!party && data.status === 'awaitingAcceptance' && data.awaiting.includes(party);
  const canEditTerms = !!data && party === 'client' && data.kind === 'lending';
  const showTerms = canEditTerms && (data.status === 'incomplete' || editTerms);

  return (
    <section
      id={contractPanelId(award._id)}
      className="fw-award__contract"
      aria-label={t('awardsWeb.contract.section')}
      data-testid="award-contract"
      tabIndex={-1}
    >
      <h3>{t('awardsWeb.contract.section')}</h3>
      {contract.isLoading && <Skeleton />}
      {contract.isError && <FieldError as="p" announce={false}>{t('awardsWeb.contract.loadFailed')}</FieldError>}
      {data && (
        <>
          <dl className="fw-facts">
            <div>
              <dt>{t('awardsWeb.contract.kindLabel')}</dt>
              <dd>{t(`awardsWeb.contract.kind.${data.kind}`)}</dd>
            </div>
            <div>
              <dt>{t('awardsWeb.contract.statusLabel')}</dt>
              <dd>
                <StatusBadge tone={TONE[data.status]} status={data.status} data-testid="contract-status">
                  {t(`awardsWeb.contract.status.${data.status}`)}
                </StatusBadge>
              </dd>
            </div>
            <div>
              <dt>{t('awardsWeb.contract.version')}</dt>
              <dd>{data.current.version}</dd>
            </div>
          </dl>
          <p data-testid="contract-awaiting">
            {data.awaiting.length === 0
              ? t('awardsWeb.contract.acceptedByBoth')
              : t('awardsWeb.contract.awaiting', {
                  parties: data.awaiting.map((p) => t(`awardsWeb.card.${p}`)).join(` ${t('awardsWeb.contract.and')} `),
                })}
          </p>
          {data.status === 'incomplete' && data.missing.length > 0 && (
            <p className="fw-notice" role="note">
              {t('awardsWeb.contract.missing', {
                items: data.missing.map((item) => t(`awardsWeb.contract.items.${item}`)).join(', '),
              })}
            </p>
          )}
          <details>
            <summary>{t('awardsWeb.contract.text', { version: data.current.version })}</summary>
            <div lang="de" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="contract-text">
              {data.current.text}
            </div>
          </details>
          {data.current.acceptances.length > 0 && (
            <ul aria-label={t('awardsWeb.contract.acceptances')} data-testid="contract-acceptances">
              {data.current.acceptances.map((a) => (
                <li key={`${a.party}-${a.acceptedAt}`}>
                  {t('awardsWeb.contract.acceptance', {
                    party: t(`awardsWeb.card.${a.party}`),
                    name: a.name,
                    at: formatDateTime(a.acceptedAt, language),
                  })}{' '}
                  <code title={a.sha256}>{shortHash(a.sha256)}</code>
                </li>
              ))}
            </ul>
          )}
          <div className="fw-award__actions">
            {canAccept && (
              <Button onClick={() => setDialog('accept')}>{t('awardsWeb.contract.accept')}</Button>
            )}
            <Button variant="secondary" onClick={() => void downloadPdf()}>
              {t('awardsWeb.contract.pdf')}
            </Button>
            {canEditTerms && data.status !== 'incomplete' && !editTerms && (
              <Button variant="secondary" onClick={() => setEditTerms(true)}>
                {t('awardsWeb.contract.editTerms')}
              </Button>
            )}
          </div>
          {showTerms && (
            <StaffingTermsForm
              awardId={award._id}
              initial={data.staffingTerms}
              onDone={() => setEditTerms(false)}
              onCancel={data.status === 'incomplete' ? undefined : () => setEditTerms(false)}
            />
          )}
          {dialog === 'accept' && <AcceptContractDialog awardId={award._id} contract={data} onClose={() => setDialog(null)} />}
        </>
      )}
    </section>
  );
}

/** "Vertrag annehmen": states that accepting is a declaration in text form of exactly this version. */
function AcceptContractDialog({ awardId, contract, onClose }: { awardId: string; contract: ContractResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const accept = useMutationAction(useAcceptContractMutation()[0], { onSuccess: onClose });
  const { version, sha256 } = contract.current;
  return (
    <MutationDialog
      title={t('awardsWeb.contract.acceptHeading')}
      action={accept}
      onClose={onClose}
      onConfirm={() => void accept.run({ awardId, body: { version, sha256 } })}
      confirmLabel={t('awardsWeb.contract.accept')}
      testId="contract-accept-dialog"
    >
      <p>
        {t('awardsWeb.contract.acceptText', {
          version,
          kind: t(`awardsWeb.contract.kind.${contract.kind}`),
        })}
      </p>
      <p className="fw-field__hint">{t('awardsWeb.contract.acceptHash', { hash: shortHash(sha256) })}</p>
    </MutationDialog>
  );
}

type TermsField = keyof StaffingTermsRequest;
type TermsErrors = Partial<Record<TermsField, string>>;
const TEXT_FIELDS = ['activity', 'qualification', 'workingConditions'] as const;

/** Checks the staffing terms as the API does (contracts' STAFFING_TERMS_LIMITS); returns the field errors. */
export function staffingTermsErrors(
  values: { activity: string; qualification: string; workingConditions: string; comparablePay: number | null },
  label: (field: TermsField) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): TermsErrors {
  const errors: TermsErrors = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value === '') errors[field] = t('validation.required', { field: label(field) });
    else if (value.length > STAFFING_TERMS_LIMITS.textMax)
      errors[field] = t('validation.max.string', { field: label(field), max: STAFFING_TERMS_LIMITS.textMax });
  }
  const pay = values.comparablePay;
  if (pay === null) errors.comparablePay = t('validation.required', { field: label('comparablePay') });
  else if (Number.isNaN(pay)) errors.comparablePay = t('validation.numeric', { field: label('comparablePay') });
  else if (pay <= 0) errors.comparablePay = t('validation.min.numeric', { field: label('comparablePay'), min: formatCents(1, language) });
  else if (pay > STAFFING_TERMS_LIMITS.payMaxCents)
    errors.comparablePay = t('validation.max.numeric', {
      field: label('comparablePay'),
      max: formatCents(STAFFING_TERMS_LIMITS.payMaxCents, language),
    });
  return errors;
}

/** The client's staffing terms of a lending contract (§ 12 (1) sentence 3 AÜG); saving makes a new version. */
function StaffingTermsForm({
  awardId,
  initial,
  onDone,
  onCancel,
}: {
  awardId: string;
  initial: StaffingTermsRequest | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState({
    activity: initial?.activity ?? '',
    qualification: initial?.qualification ?? '',
    workingConditions: initial?.workingConditions ?? '',
    comparablePay: initial?.comparablePay ?? (null as number | null),
  });
  const [errors, setErrors] = useState<TermsErrors>({});
  const save = useMutationAction(useSaveStaffingTermsMutation()[0], {
    onSuccess: onDone,
    onError: (error) => setErrors(serverErrorMessages(error) as TermsErrors),
  });
  const label = (field: TermsField) => t(`awardsWeb.contract.terms.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = staffingTermsErrors(values, label, t, i18n.language);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save.run({
      awardId,
      body: {
        activity: values.activity.trim(),
        qualification: values.qualification.trim(),
        workingConditions: values.workingConditions.trim(),
        comparablePay: values.comparablePay as number,
      },
    });
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('awardsWeb.contract.terms.heading')} data-testid="staffing-terms-form">
      <h4>{t('awardsWeb.contract.terms.heading')}</h4>
      <p className="fw-field__hint">{t('awardsWeb.contract.terms.intro')}</p>
      {TEXT_FIELDS.map((field) => (
        <Textarea
          key={field}
          name={field}
          label={label(field)}
          required
          rows={3}
          maxLength={STAFFING_TERMS_LIMITS.textMax}
          value={values[field]}
          error={errors[field]}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        />
      ))}
      <MoneyField
        name="comparablePay"
        label={label('comparablePay')}
        hint={t('awardsWeb.contract.terms.payHint')}
        required
        reportUnreadable
        value={values.comparablePay}
        error={errors.comparablePay}
        onChange={(comparablePay) => setValues({ ...values, comparablePay })}
      />
      {save.error && !save.error.errors && <FieldError as="p" code={save.error.code}>{save.error.message}</FieldError>}
      <div className="fw-award__actions">
        <Button type="submit" busy={save.busy}>
          {t('awardsWeb.contract.terms.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.busy}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
