import { apiEffects } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { useSaveJobMutation } from '@fachwerk/web/market-data-access';

/** Save / unsave a job (supplier): a toggle button whose pressed state is the job's `saved` flag. */
export function SaveToggle({ jobId, saved, title }: { jobId: string; saved: boolean; title: string }) {
  const { t } = useTranslation();
  const [saveJob, { isLoading }] = useSaveJobMutation();
  const toggle = async () => {
    const result = await saveJob({ id: jobId, saved: !saved });
    if ('data' in result && result.data) {
      apiEffects().notifySuccess(
        result.data.message || t(saved ? 'jobsSupplier.save.removed' : 'jobsSupplier.save.added'),
      );
    }
  };
  return (
    <button
      type="button"
      className={`fw-button fw-button--secondary fw-save-toggle${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={t(saved ? 'jobsSupplier.save.unsaveLabel' : 'jobsSupplier.save.saveLabel', { title })}
      disabled={isLoading}
      onClick={() => void toggle()}
    >
      {saved ? '★ ' : '☆ '}
      {t(saved ? 'jobsSupplier.save.saved' : 'jobsSupplier.save.save')}
    </button>
  );
}
