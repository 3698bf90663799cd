import { FEEDBACK_REVEAL_DAYS, type AwardResponse, type UserType } from '@fachwerk/shared/contracts';
import { apiEffects, selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { ConfirmDialog, formatCents, formatDate, formatDateTime, LifecycleStatusBadge, WorkerSummaryList } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAwardTransitionMutation } from '@fachwerk/web/data-access/api/awards';
import { FeedbackDialog, NameWorkersDialog, RejectCompletionDialog, workersRequired } from './AwardDialogs';
import { ChatEntryButton } from '@fachwerk/web/ui/chat-entry';
import { ContractPanel, contractPanelId, isContractGate } from './ContractPanel';
import { stoppedByDeletion } from './award-status';
import { LendingPanel } from './LendingPanel';

type Confirm = 'start' | 'complete' | 'approve';
type Open = Confirm | 'nameWorkers' | 'rejectCompletion' | 'feedback' | null;

/** Scrolls to an award's contract panel and focuses it (after the contract gate refused an action). */
export function showContract(awardId: string) {
  const panel = document.getElementById(contractPanelId(awardId));
  panel?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  panel?.focus({ preventScroll: true });
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * One awarded work: job, the other party, slots, named workers, status, dates, price; actions by role.
 * An award stopped by an account deletion says so and offers only what is left to read.
 */
export function AwardCard({ award, role }: { award: AwardResponse; role: UserType }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [open, setOpen] = useState<Open>(null);
  const [transition, state] = useAwardTransitionMutation();
  const resource = award.job.type === 'resource';
  const missingWorkers = resource && award.workers.length < award.slots;
  const stopped = stoppedByDeletion(award.status);
  // a deleted account's name is erased
  const partyName = (party: { companyName: string }) => party.companyName || t('awardsWeb.card.deletedParty');

  const runTransition = async (action: Confirm) => {
    const result = await transition({ id: award._id, action });
    if ('data' in result && result.data) apiEffects().notifySuccess(result.data.message);
    setOpen(null);
    // the error toast says what the contract lacks; the panel shows it and how to mend it
    if ('error' in result && isContractGate(result.error)) showContract(award._id);
  };

  const dates: [string, string | null | undefined][] = [
    ['awardedAt', award.awardedAt],
    ['startedAt', award.startedAt],
    ['completedAt', award.completedAt],
    ['approvedAt', award.approvedAt],
  ];

  return (
    <article className="fw-card fw-award" aria-label={award.job.title} data-award-id={award._id}>
      <header className="fw-award__header">
        <h2 className="fw-award__title">{award.job.title}</h2>
        <LifecycleStatusBadge kind="award" status={award.status} />
      </header>
      <dl className="fw-facts">
        {role !== 'client' && (
          <div>
            <dt>{t('awardsWeb.card.client')}</dt>
            <dd>{partyName(award.client)}</dd>
          </div>
        )}
        {role !== 'supplier' && (
          <div>
            <dt>{t('awardsWeb.card.supplier')}</dt>
            <dd>{partyName(award.supplier)}</dd>
          </div>
        )}
        <div>
          <dt>{t('awardsWeb.card.type')}</dt>
          <dd>{t(`jobsCommon.jobType.${award.job.type}`)}</dd>
        </div>
        <div>
          <dt>{t('awardsWeb.card.period')}</dt>
          <dd>
            {formatDate(award.job.startDate, language)}
            {award.job.endDate ? ` – ${formatDate(award.job.endDate, language)}` : ''}
          </dd>
        </div>
        {resource && (
          <div>
            <dt>{t('awardsWeb.card.slots')}</dt>
            <dd>{award.slots}</dd>
          </div>
        )}
        <div>
          <dt>{t('awardsWeb.card.price')}</dt>
          <dd>
            {formatCents(award.price, language)}
            {resource ? ` ${t('awardsWeb.card.perHourPerWorker')}` : ''}
          </dd>
        </div>
        {dates
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(`awardsWeb.card.${key}`)}</dt>
              <dd>{formatDateTime(value as string, language)}</dd>
            </div>
          ))}
      </dl>
      {stopped && (
        <p className="fw-notice" role="note" data-testid="award-stopped-note">
          {t(`awardsWeb.card.stopped.${role === 'admin' ? 'admin' : 'party'}.${award.status}`)}
        </p>
      )}
      {award.completionRejectionReason && award.status === 'in_progress' && (
        <p className="fw-notice" role="note">
          {t('awardsWeb.card.completionRejected', { reason: award.completionRejectionReason })}
        </p>
      )}
      <h3>
        {t('awardsWeb.card.workers', { named: award.workers.length, required: workersRequired(award) })}
      </h3>
      <WorkerSummaryList
        workers={award.workers}
        label={t('awardsWeb.card.workersList', { job: award.job.title })}
      />
      <LendingPanel award={award} />

      <ContractPanel award={award} role={role} />

      {award.status === 'approved' && (
        <section className="fw-award__feedback" aria-label={t('awardsWeb.feedback.section')}>
          <h3>{t('awardsWeb.feedback.section')}</h3>
          {award.feedback.mine ? (
            <p data-testid="feedback-mine">
              {t('awardsWeb.feedback.mine')}:{' '}
              <span aria-label={t('jobsShared.stars', { rating: award.feedback.mine.rating })}>
                {stars(award.feedback.mine.rating)}
              </span>{' '}
              {award.feedback.mine.comment}
            </p>
          ) : (
            role !== 'admin' && <p>{t('awardsWeb.feedback.notYet')}</p>
          )}
          {award.feedback.theirs ? (
            <p data-testid="feedback-theirs">
              {t('awardsWeb.feedback.theirs', { name: award.feedback.theirs.authorName })}:{' '}
              <span aria-label={t('jobsShared.stars', { rating: award.feedback.theirs.rating })}>
                {stars(award.feedback.theirs.rating)}
              </span>{' '}
              {award.feedback.theirs.comment}
            </p>
          ) : (
            role !== 'admin' && (
              <p className="fw-field__hint">
                {t('awardsWeb.feedback.hidden', { days: FEEDBACK_REVEAL_DAYS })}
              </p>
            )
          )}
        </section>
      )}

      <div className="fw-award__actions" data-testid="award-actions">
        {role !== 'admin' && award.status !== 'awarded' && award.status !== 'cancelled' && (
          <Link
            className="fw-button fw-button--secondary"
            to={`/awarded-jobs/hours-logged/${award._id}/${award.client._id}`}
            data-testid="award-hours-link"
          >
            {t('awardsWeb.actions.hours')}
          </Link>
        )}
        {role === 'supplier' && award.status !== 'awarded' && award.status !== 'cancelled' && (
          <Link
            className="fw-button fw-button--secondary"
            to={`/invoice/${award.job._id}/${award.client._id}/${award.supplier._id}`}
            data-testid="award-invoice-link"
          >
            {t('awardsWeb.actions.invoice')}
          </Link>
        )}
        {/* no new conversation with a deleted account; one held before stays under the messages, closed */}
        {role === 'client' && !stopped && <ChatEntryButton jobId={award.job._id} supplierId={award.supplier._id} />}
        {role === 'supplier' && !stopped && <ChatEntryButton jobId={award.job._id} />}
        {role === 'supplier' && (award.status === 'awarded' || award.status === 'in_progress') && (
          <button
            type="button"
            className="fw-button fw-button--secondary"
            onClick={() => setOpen('nameWorkers')}
          >
            {t('awardsWeb.actions.nameWorkers')}
          </button>
        )}
        {role === 'supplier' && award.status === 'awarded' && (
          <button
            type="button"
            className="fw-button"
            disabled={missingWorkers}
            aria-describedby={missingWorkers ? `start-hint-${award._id}` : undefined}
            onClick={() => setOpen('start')}
          >
            {t('awardsWeb.actions.start')}
          </button>
        )}
        {role === 'supplier' && award.status === 'awarded' && missingWorkers && (
          <span id={`start-hint-${award._id}`} className="fw-field__hint">
            {t('awardsWeb.actions.startNeedsWorkers', { count: award.slots })}
          </span>
        )}
        {role === 'supplier' && award.status === 'in_progress' && (
          <button type="button" className="fw-button" onClick={() => setOpen('complete')}>
            {t('awardsWeb.actions.complete')}
          </button>
        )}
        {role === 'supplier' && award.status === 'completed' && (
          <p className="fw-field__hint">{t('awardsWeb.actions.waitingForClient')}</p>
        )}
        {role === 'client' && award.status === 'completed' && (
          <>
            <button type="button" className="fw-button" onClick={() => setOpen('approve')}>
              {t('awardsWeb.actions.approve')}
            </button>
            <button
              type="button"
              className="fw-button fw-button--danger"
              onClick={() => setOpen('rejectCompletion')}
            >
              {t('awardsWeb.actions.rejectCompletion')}
            </button>
          </>
        )}
        {role !== 'admin' &&
          award.status === 'approved' &&
          award.feedback.canWrite &&
          !award.feedback.mine && (
            <button type="button" className="fw-button" onClick={() => setOpen('feedback')}>
              {t('awardsWeb.actions.feedback')}
            </button>
          )}
      </div>

      {(open === 'start' || open === 'complete' || open === 'approve') && (
        <ConfirmDialog
          heading={t(`awardsWeb.confirm.${open}.heading`)}
          text={t(`awardsWeb.confirm.${open}.text`, { job: award.job.title })}
          confirmLabel={t(`awardsWeb.actions.${open}`)}
          busy={state.isLoading}
          onCancel={() => setOpen(null)}
          onConfirm={() => void runTransition(open)}
        />
      )}
      {open === 'nameWorkers' && <NameWorkersDialog award={award} onClose={() => setOpen(null)} />}
      {open === 'rejectCompletion' && <RejectCompletionDialog award={award} onClose={() => setOpen(null)} />}
      {open === 'feedback' && <FeedbackDialog award={award} onClose={() => setOpen(null)} />}
    </article>
  );
}
