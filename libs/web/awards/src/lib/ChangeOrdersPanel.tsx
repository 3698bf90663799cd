import {
  CHANGE_ORDER_AWARD_STATUSES,
  CHANGE_ORDER_LIMITS,
  type AwardResponse,
  type ChangeOrderResponse,
  type ChangeOrderStatus,
  type UserType,
} from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { serverErrorMessages } from '@fachwerk/web/data-access/forms';
import {
  useChangeOrdersQuery,
  useDecideChangeOrderMutation,
  useProposeChangeOrderMutation,
} from '@fachwerk/web/data-access/api/change-orders';
import {
  Button,
  EmptyState,
  FieldError,
  formatCents,
  formatDate,
  MoneyField,
  MutationDialog,
  Skeleton,
  StatusBadge,
  type StatusTone,
  Textarea,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const TONE: Record<ChangeOrderStatus, StatusTone> = { proposed: 'warning', accepted: 'success', declined: 'danger', withdrawn: 'neutral' };

type Decision = 'accept' | 'decline' | 'withdraw';
type ProposalField = 'amountCents' | 'reason';
type ProposalErrors = Partial<Record<ProposalField, string>>;

/** Checks a proposal as the API does (contracts' CHANGE_ORDER_LIMITS); returns the field errors. */
export function proposalErrors(
  values: { amountCents: number | null; reason: string },
  label: (field: ProposalField) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): ProposalErrors {
  const errors: ProposalErrors = {};
  const amount = values.amountCents;
  if (amount === null) errors.amountCents = t('validation.required', { field: label('amountCents') });
  else if (Number.isNaN(amount)) errors.amountCents = t('validation.numeric', { field: label('amountCents') });
  else if (amount < CHANGE_ORDER_LIMITS.amountMinCents)
    errors.amountCents = t('validation.min.numeric', { field: label('amountCents'), min: formatCents(CHANGE_ORDER_LIMITS.amountMinCents, language) });
  else if (amount > CHANGE_ORDER_LIMITS.amountMaxCents)
    errors.amountCents = t('validation.max.numeric', { field: label('amountCents'), max: formatCents(CHANGE_ORDER_LIMITS.amountMaxCents, language) });
  const reason = values.reason.trim();
  if (reason === '') errors.reason = t('validation.required', { field: label('reason') });
  else if (reason.length > CHANGE_ORDER_LIMITS.reasonMax) errors.reason = t('validation.max.string', { field: label('reason'), max: CHANGE_ORDER_LIMITS.reasonMax });
  return errors;
}

/**
 * The change orders (Nachträge) of a fixed-price award, for its client and its supplier (admins read):
 * the billable value (agreed price plus accepted change orders), the list with status badges, the
 * supplier's proposal and withdrawal, the client's acceptance or refusal — each after a confirmation.
 * Nothing is proposed or decided once the award no longer runs.
 */
export function ChangeOrdersPanel({ award, role }: { award: AwardResponse; role: UserType }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const query = useChangeOrdersQuery(award._id);
  const [proposing, setProposing] = useState(false);
  const [dialog, setDialog] = useState<{ decision: Decision; changeOrder: ChangeOrderResponse } | null>(null);
  const data = query.data;
  const running = (CHANGE_ORDER_AWARD_STATUSES as readonly string[]).includes(award.status);
  const party = running && (role === 'client' || role === 'supplier') ? role : null;
  const money = (cents: number) => formatCents(cents, language);

  return (
    <section className="fw-award__change-orders" aria-label={t('awardsWeb.changeOrders.section')} data-testid="award-change-orders">
      <h3>{t('awardsWeb.changeOrders.section')}</h3>
      {query.isLoading && <Skeleton lines={2} />}
      {query.isError && (
        <FieldError as="p" announce={false}>
          {t('awardsWeb.changeOrders.loadFailed')}
        </FieldError>
      )}
      {data && (
        <>
          <dl className="fw-facts">
            <div>
              <dt>{t('awardsWeb.changeOrders.agreed')}</dt>
              <dd>{money(data.agreedCents)}</dd>
            </div>
            <div>
              <dt>{t('awardsWeb.changeOrders.accepted')}</dt>
              <dd>{money(data.acceptedCents)}</dd>
            </div>
            <div>
              <dt>{t('awardsWeb.changeOrders.billable')}</dt>
              <dd data-testid="change-orders-billable">{money(data.billableCents)}</dd>
            </div>
          </dl>
          <p className="fw-field__hint">{t('awardsWeb.changeOrders.billableHint')}</p>
          {data.items.length === 0 ? (
            <EmptyState title={t('awardsWeb.changeOrders.empty')} testId="change-orders-empty">
              {party === 'supplier' && <p>{t('awardsWeb.changeOrders.emptySupplier')}</p>}
            </EmptyState>
          ) : (
            <ul aria-label={t('awardsWeb.changeOrders.list', { job: award.job.title })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.items.map((item) => (
                <li key={item._id} data-testid="change-order" style={{ borderTop: '1px solid var(--fw-border, #ddd)', padding: '0.5rem 0', minWidth: 0 }}>
                  <p style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'baseline' }}>
                    <strong>{t('awardsWeb.changeOrders.amount', { amount: money(item.amountCents) })}</strong>
                    <StatusBadge tone={TONE[item.status]} status={item.status}>
                      {t(`awardsWeb.changeOrders.status.${item.status}`)}
                    </StatusBadge>
                  </p>
                  <p style={{ margin: '0.25rem 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.reason}</p>
                  <p className="fw-field__hint" style={{ margin: 0 }}>
                    {t('awardsWeb.changeOrders.proposedAt', { date: formatDate(item.createdAt, language) })}
                    {item.decidedAt ? ` · ${t('awardsWeb.changeOrders.decidedAt', { date: formatDate(item.decidedAt, language) })}` : ''}
                  </p>
                  {item.decisionNote && (
                    <p style={{ margin: '0.25rem 0 0', overflowWrap: 'anywhere' }}>{t('awardsWeb.changeOrders.note', { note: item.decisionNote })}</p>
                  )}
                  {item.status === 'proposed' && party && (
                    <div className="fw-award__actions">
                      {party === 'client' ? (
                        <>
                          <Button onClick={() => setDialog({ decision: 'accept', changeOrder: item })}>{t('awardsWeb.changeOrders.accept')}</Button>
                          <Button variant="secondary" onClick={() => setDialog({ decision: 'decline', changeOrder: item })}>
                            {t('awardsWeb.changeOrders.decline')}
                          </Button>
                        </>
                      ) : (
                        <Button variant="secondary" onClick={() => setDialog({ decision: 'withdraw', changeOrder: item })}>
                          {t('awardsWeb.changeOrders.withdraw')}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!running && role !== 'admin' && data.items.some((item) => item.status === 'proposed') && (
            <p className="fw-notice" role="note">
              {t('awardsWeb.changeOrders.closed')}
            </p>
          )}
          {party === 'supplier' && !proposing && (
            <div className="fw-award__actions">
              <Button variant="secondary" onClick={() => setProposing(true)}>
                {t('awardsWeb.changeOrders.propose')}
              </Button>
            </div>
          )}
          {party === 'supplier' && proposing && <ProposeForm awardId={award._id} onDone={() => setProposing(false)} />}
          {dialog && (
            <DecisionDialog
              awardId={award._id}
              decision={dialog.decision}
              changeOrder={dialog.changeOrder}
              billableAfter={data.billableCents + dialog.changeOrder.amountCents}
              onClose={() => setDialog(null)}
            />
          )}
        </>
      )}
    </section>
  );
}

/** Accept, decline (with an optional note) or withdraw: says what follows, then runs the decision. */
function DecisionDialog({
  awardId,
  decision,
  changeOrder,
  billableAfter,
  onClose,
}: {
  awardId: string;
  decision: Decision;
  changeOrder: ChangeOrderResponse;
  billableAfter: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [note, setNote] = useState('');
  const action = useMutationAction(useDecideChangeOrderMutation()[0], { onSuccess: onClose });
  const noteError = action.error ? serverErrorMessages(action.error)['note'] : undefined;
  const amount = formatCents(changeOrder.amountCents, language);
  const key = 'awardsWeb.changeOrders';
  return (
    <MutationDialog
      title={t(`${key}.${decision}Heading`)}
      action={noteError ? { ...action, error: null } : action}
      onClose={onClose}
      onConfirm={() =>
        void action.run({
          awardId,
          id: changeOrder._id,
          decision,
          ...(decision === 'decline' && note.trim() ? { body: { note: note.trim() } } : {}),
        })
      }
      confirmLabel={t(`${key}.${decision}`)}
      danger={decision !== 'accept'}
      testId={`change-order-${decision}-dialog`}
    >
      <p>
        {decision === 'accept'
          ? t(`${key}.acceptText`, { amount, billable: formatCents(billableAfter, language) })
          : t(`${key}.${decision}Text`, { amount })}
      </p>
      <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{changeOrder.reason}</p>
      {decision === 'decline' && (
        <Textarea
          name="note"
          label={t(`${key}.declineNote`)}
          rows={3}
          maxLength={CHANGE_ORDER_LIMITS.noteMax}
          value={note}
          error={noteError}
          onChange={(e) => setNote(e.target.value)}
        />
      )}
    </MutationDialog>
  );
}

/** The supplier's proposal: the net amount in euros (the kit's money field) and the reason. */
function ProposeForm({ awardId, onDone }: { awardId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState({ amountCents: null as number | null, reason: '' });
  const [errors, setErrors] = useState<ProposalErrors>({});
  const propose = useMutationAction(useProposeChangeOrderMutation()[0], {
    onSuccess: onDone,
    onError: (error) => setErrors(serverErrorMessages(error) as ProposalErrors),
  });
  const label = (field: ProposalField) => t(`awardsWeb.changeOrders.form.${field === 'amountCents' ? 'amount' : 'reason'}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = proposalErrors(values, label, t, i18n.language);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await propose.run({ awardId, body: { amountCents: values.amountCents as number, reason: values.reason.trim() } });
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('awardsWeb.changeOrders.form.heading')} data-testid="change-order-form">
      <h4>{t('awardsWeb.changeOrders.form.heading')}</h4>
      <MoneyField
        name="amountCents"
        label={label('amountCents')}
        hint={t('awardsWeb.changeOrders.form.amountHint')}
        required
        reportUnreadable
        value={values.amountCents}
        error={errors.amountCents}
        onChange={(amountCents) => setValues({ ...values, amountCents })}
      />
      <Textarea
        name="reason"
        label={label('reason')}
        hint={t('awardsWeb.changeOrders.form.reasonHint')}
        required
        rows={3}
        maxLength={CHANGE_ORDER_LIMITS.reasonMax}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => setValues({ ...values, reason: e.target.value })}
      />
      {propose.error && !propose.error.errors && (
        <FieldError as="p" code={propose.error.code}>
          {propose.error.message}
        </FieldError>
      )}
      <div className="fw-award__actions">
        <Button type="submit" busy={propose.busy}>
          {t('awardsWeb.changeOrders.form.submit')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={propose.busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
