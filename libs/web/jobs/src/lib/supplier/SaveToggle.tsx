import { useMutationAction } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { useSaveJobMutation } from '@fachwerk/web/data-access/api/jobs';

/**
 * Save / unsave a job (supplier): a toggle button whose pressed state is the job's `saved` flag;
 * unavailable while the change runs. A refusal reaches the user as the API layer's error toast.
 */
export function SaveToggle({ jobId, saved, title }: { jobId: string; saved: boolean; title: string }) {
  const { t } = useTranslation();
  const save = useMutationAction(useSaveJobMutation()[0], {
    success: (result) => result?.message || t(saved ? 'jobsSupplier.save.removed' : 'jobsSupplier.save.added'),
  });
  return (
    <button
      type="button"
      className={`fw-button fw-button--secondary fw-save-toggle${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={t(saved ? 'jobsSupplier.save.unsaveLabel' : 'jobsSupplier.save.saveLabel', { title })}
      disabled={save.busy}
      aria-busy={save.busy}
      onClick={() => void save.run({ id: jobId, saved: !saved })}
    >
      {saved ? '★ ' : '☆ '}
      {t(saved ? 'jobsSupplier.save.saved' : 'jobsSupplier.save.save')}
    </button>
  );
}
