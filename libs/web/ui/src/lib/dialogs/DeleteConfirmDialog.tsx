import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

export interface DeleteConfirmDialogProps {
  title: string;
  onCancel: () => void;
  onDelete: () => void;
  loading?: boolean;
}

/** Delete confirmation (§2): title, cancel and delete; delete is disabled while loading. */
export function DeleteConfirmDialog({ title, onCancel, onDelete, loading = false }: DeleteConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      busy={loading}
      footer={
        <>
          <button type="button" className="fw-button fw-button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="fw-button fw-button--danger" onClick={onDelete} disabled={loading} aria-busy={loading}>
            {t('common.delete')}
          </button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
