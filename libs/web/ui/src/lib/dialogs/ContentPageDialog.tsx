import { selectCommonContent, useAppSelector } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

export interface ContentPageDialogProps {
  /** `_id` of the CMS entry */
  pageId: string;
  onClose: () => void;
}

/** Shows a CMS entry by id (§2): title, HTML description (sanitised on the server) and Close. */
export function ContentPageDialog({ pageId, onClose }: ContentPageDialogProps) {
  const { t } = useTranslation();
  const page = useAppSelector(selectCommonContent).cmsList.find((p) => p._id === pageId);
  return (
    <Dialog
      title={page?.title ?? t('pages.cmsPage')}
      onClose={onClose}
      footer={
        <button type="button" className="fw-button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {page ? <div className="fw-cms" dangerouslySetInnerHTML={{ __html: page.description }} /> : <p>{t('common.loading')}</p>}
    </Dialog>
  );
}
