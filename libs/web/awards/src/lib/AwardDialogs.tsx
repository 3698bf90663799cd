import { JOB_LIMITS, type AwardResponse } from '@fachwerk/shared/contracts';
import { FieldError, MutationDialog, Skeleton, StarRating, Textarea, useMutationAction } from '@fachwerk/web/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAwardTransitionMutation, useNameWorkersMutation } from '@fachwerk/web/data-access/api/awards';
import { useWorkersQuery } from '@fachwerk/web/data-access/api/workers';
import { useWriteFeedbackMutation } from '@fachwerk/web/data-access/api/feedback';

interface AwardDialogProps {
  award: AwardResponse;
  onClose: () => void;
}

/** How many workers an award needs named: exactly `slots` for resource jobs, at least one otherwise. */
export const workersRequired = (award: AwardResponse) => (award.job.type === 'resource' ? award.slots : 1);

/**
 * The § 8 (3) AÜG answer as the API takes it: the ids answered "yes", or null when the answer is "none of
 * them" (an empty list would be left out of the body, which the API refuses as unanswered).
 */
export const formerEmployeeAnswer = (chosen: readonly string[], answers: Readonly<Record<string, boolean>>): string[] | null => {
  const employed = chosen.filter((id) => answers[id]);
  return employed.length > 0 ? employed : null;
};

/**
 * "Mitarbeiter benennen" (supplier): choose the workers from the own team; a 409 (overlap) or 422
 * (beyond 18 months at the client, § 1 (1b) AÜG) stays in the dialog. Resource awards also ask, per
 * chosen worker, whether they were employed by the client within the last six months (§ 8 (3) AÜG).
 */
export function NameWorkersDialog({ award, onClose }: AwardDialogProps) {
  const { t } = useTranslation();
  const team = useWorkersQuery({ limit: 100, sort: 'name' });
  const nameWorkers = useMutationAction(useNameWorkersMutation()[0], { onSuccess: onClose });
  const [chosen, setChosen] = useState<string[]>(award.workers.map((w) => w._id));
  const [error, setError] = useState<string | null>(null);
  const resource = award.job.type === 'resource';
  const required = workersRequired(award);
  // § 8 (3) AÜG answers per worker; the ones given at the last naming are preselected
  const [formerEmployee, setFormerEmployee] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      (award.workerLending ?? []).flatMap((w) => (w.formerEmployee === null ? [] : [[w.workerId, w.formerEmployee]])),
    ),
  );
  const chosenWorkers = (team.data?.items ?? []).filter((w) => chosen.includes(w._id));

  const save = async () => {
    setError(null);
    if (resource ? chosen.length !== required : chosen.length < 1) {
      setError(
        t(resource ? 'awardsWeb.nameWorkers.exactly' : 'awardsWeb.nameWorkers.atLeastOne', {
          count: required,
        }),
      );
      return;
    }
    if (resource && chosen.some((id) => formerEmployee[id] === undefined)) {
      setError(t('awardsWeb.nameWorkers.formerEmployee.required'));
      return;
    }
    await nameWorkers.run({
      id: award._id,
      body: resource
        ? { workerIds: chosen, formerEmployeeIds: formerEmployeeAnswer(chosen, formerEmployee) }
        : { workerIds: chosen },
    });
  };

  return (
    <MutationDialog
      title={t('awardsWeb.nameWorkers.heading', { job: award.job.title })}
      action={nameWorkers}
      error={error}
      onClose={onClose}
      onConfirm={() => void save()}
      confirmLabel={t('common.save')}
    >
      <p>
        {t(resource ? 'awardsWeb.nameWorkers.textResource' : 'awardsWeb.nameWorkers.textFixed', {
          count: required,
        })}
      </p>
      {team.isLoading && <Skeleton />}
      {team.data && team.data.items.length === 0 && (
        <p className="fw-empty">{t('awardsWeb.nameWorkers.noTeam')}</p>
      )}
      {team.data && team.data.items.length > 0 && (
        <fieldset className="fw-checkbox-group">
          <legend>{t('awardsWeb.nameWorkers.team')}</legend>
          {team.data.items.map((worker) => (
            <label key={worker._id}>
              <input
                type="checkbox"
                checked={chosen.includes(worker._id)}
                onChange={(e) =>
                  setChosen(
                    e.target.checked ? [...chosen, worker._id] : chosen.filter((id) => id !== worker._id),
                  )
                }
              />{' '}
              {worker.fullName}
              {worker.availability === 'busy' || worker.assigned
                ? ` (${t('awardsWeb.nameWorkers.busy')})`
                : ''}
            </label>
          ))}
        </fieldset>
      )}
      {resource && chosenWorkers.length > 0 && (
        <fieldset className="fw-former-employee" data-testid="former-employee">
          <legend>{t('awardsWeb.nameWorkers.formerEmployee.legend')}</legend>
          {chosenWorkers.map((worker) => (
            <fieldset key={worker._id} className="fw-checkbox-group">
              <legend>{worker.fullName}</legend>
              {([true, false] as const).map((answer) => (
                <label key={String(answer)}>
                  <input
                    type="radio"
                    name={`former-employee-${worker._id}`}
                    checked={formerEmployee[worker._id] === answer}
                    onChange={() => setFormerEmployee({ ...formerEmployee, [worker._id]: answer })}
                  />{' '}
                  {t(answer ? 'awardsWeb.nameWorkers.formerEmployee.yes' : 'awardsWeb.nameWorkers.formerEmployee.no')}
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
      )}
      <p aria-live="polite">{t('awardsWeb.nameWorkers.chosen', { count: chosen.length, required })}</p>
    </MutationDialog>
  );
}

/** "Abschluss ablehnen" (client): the reason is required and goes back to the supplier. */
export function RejectCompletionDialog({ award, onClose }: AwardDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const transition = useMutationAction(useAwardTransitionMutation()[0], { onSuccess: onClose });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reject = async () => {
    if (reason.trim() === '') {
      setError(t('validation.required', { field: t('awardsWeb.rejectCompletion.reason') }));
      return;
    }
    setError(null);
    await transition.run({ id: award._id, action: 'rejectCompletion', reason: reason.trim() });
  };

  return (
    <MutationDialog
      title={t('awardsWeb.rejectCompletion.heading')}
      action={transition}
      onClose={onClose}
      onConfirm={() => void reject()}
      confirmLabel={t('awardsWeb.actions.rejectCompletion')}
      danger
    >
      <p>{t('awardsWeb.rejectCompletion.text', { job: award.job.title })}</p>
      <div className="fw-field">
        <label htmlFor={id}>
          {t('awardsWeb.rejectCompletion.reason')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={JOB_LIMITS.reasonMax}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </MutationDialog>
  );
}

/** Feedback after an approved completion: rating 1–5 and a comment, once per side. */
export function FeedbackDialog({ award, onClose }: AwardDialogProps) {
  const { t } = useTranslation();
  const write = useMutationAction(useWriteFeedbackMutation()[0], { onSuccess: onClose });
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});

  const send = async () => {
    const next: typeof errors = {};
    if (rating < 1) next.rating = t('validation.required', { field: t('awardsWeb.feedback.rating') });
    if (comment.trim() === '')
      next.comment = t('validation.required', { field: t('awardsWeb.feedback.comment') });
    setErrors(next);
    if (next.rating || next.comment) return;
    await write.run({ awardId: award._id, body: { rating, comment: comment.trim() } });
  };

  return (
    <MutationDialog
      title={t('awardsWeb.feedback.heading', { job: award.job.title })}
      action={write}
      onClose={onClose}
      onConfirm={() => void send()}
      confirmLabel={t('awardsWeb.feedback.send')}
    >
      <StarRating
        value={rating}
        onChange={(next) => {
          setRating(next);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        label={t('awardsWeb.feedback.rating')}
        required
        error={errors.rating}
      />
      <Textarea
        label={t('awardsWeb.feedback.comment')}
        name="comment"
        required
        rows={4}
        maxLength={JOB_LIMITS.feedbackCommentMax}
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          if (e.target.value.trim()) setErrors((current) => ({ ...current, comment: undefined }));
        }}
        error={errors.comment}
      />
    </MutationDialog>
  );
}
