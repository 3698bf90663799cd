import { JOB_LIMITS, type AwardResponse } from '@fachwerk/shared/contracts';
import { apiEffects, type ApiError } from '@fachwerk/web/data-access';
import { Dialog, DialogActions, Skeleton, StarRating, Textarea } from '@fachwerk/web/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAwardTransitionMutation,
  useNameWorkersMutation,
  useWorkersQuery,
  useWriteFeedbackMutation,
} from '@fachwerk/web/market-data-access';

interface AwardDialogProps {
  award: AwardResponse;
  onClose: () => void;
}

/** How many workers an award needs named: exactly `slots` for resource jobs, at least one otherwise. */
export const workersRequired = (award: AwardResponse) => (award.job.type === 'resource' ? award.slots : 1);

/** "Mitarbeiter benennen" (supplier): choose the workers from the own team; a 409 (overlap) stays in the dialog. */
export function NameWorkersDialog({ award, onClose }: AwardDialogProps) {
  const { t } = useTranslation();
  const team = useWorkersQuery({ limit: 100, sort: 'name' });
  const [nameWorkers, state] = useNameWorkersMutation();
  const [chosen, setChosen] = useState<string[]>(award.workers.map((w) => w._id));
  const [error, setError] = useState<string | null>(null);
  const resource = award.job.type === 'resource';
  const required = workersRequired(award);

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
    const result = await nameWorkers({ id: award._id, body: { workerIds: chosen } });
    if ('error' in result) {
      setError((result.error as ApiError).message);
      return;
    }
    apiEffects().notifySuccess(result.data.message);
    onClose();
  };

  return (
    <Dialog
      title={t('awardsWeb.nameWorkers.heading', { job: award.job.title })}
      onClose={onClose}
      busy={state.isLoading}
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={() => void save()}
          confirmLabel={t('common.save')}
          busy={state.isLoading}
        />
      }
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
      <p aria-live="polite">{t('awardsWeb.nameWorkers.chosen', { count: chosen.length, required })}</p>
      {error && (
        <p role="alert" className="fw-field__error">
          {error}
        </p>
      )}
    </Dialog>
  );
}

/** "Abschluss ablehnen" (client): the reason is required and goes back to the supplier. */
export function RejectCompletionDialog({ award, onClose }: AwardDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [transition, state] = useAwardTransitionMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const reject = async () => {
    setServerError(null);
    if (reason.trim() === '') {
      setError(t('validation.required', { field: t('awardsWeb.rejectCompletion.reason') }));
      return;
    }
    setError(null);
    const result = await transition({ id: award._id, action: 'rejectCompletion', reason: reason.trim() });
    if ('error' in result) {
      setServerError((result.error as ApiError).message);
      return;
    }
    apiEffects().notifySuccess(result.data.message);
    onClose();
  };

  return (
    <Dialog
      title={t('awardsWeb.rejectCompletion.heading')}
      onClose={onClose}
      busy={state.isLoading}
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={() => void reject()}
          confirmLabel={t('awardsWeb.actions.rejectCompletion')}
          busy={state.isLoading}
          danger
        />
      }
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
        {error && (
          <span id={`${id}-error`} role="alert" className="fw-field__error">
            {error}
          </span>
        )}
      </div>
      {serverError && (
        <p role="alert" className="fw-field__error">
          {serverError}
        </p>
      )}
    </Dialog>
  );
}

/** Feedback after an approved completion: rating 1–5 and a comment, once per side. */
export function FeedbackDialog({ award, onClose }: AwardDialogProps) {
  const { t } = useTranslation();
  const [write, state] = useWriteFeedbackMutation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; server?: string }>({});

  const send = async () => {
    const next: typeof errors = {};
    if (rating < 1) next.rating = t('validation.required', { field: t('awardsWeb.feedback.rating') });
    if (comment.trim() === '')
      next.comment = t('validation.required', { field: t('awardsWeb.feedback.comment') });
    setErrors(next);
    if (next.rating || next.comment) return;
    const result = await write({ awardId: award._id, body: { rating, comment: comment.trim() } });
    if ('error' in result) {
      setErrors({ server: (result.error as ApiError).message });
      return;
    }
    apiEffects().notifySuccess(result.data.message);
    onClose();
  };

  return (
    <Dialog
      title={t('awardsWeb.feedback.heading', { job: award.job.title })}
      onClose={onClose}
      busy={state.isLoading}
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={() => void send()}
          confirmLabel={t('awardsWeb.feedback.send')}
          busy={state.isLoading}
        />
      }
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
      {errors.server && (
        <p role="alert" className="fw-field__error">
          {errors.server}
        </p>
      )}
    </Dialog>
  );
}
