import { selectCommonContent, useAppSelector, useCommonContent } from '@fachwerk/web/data-access';
import { ContentPageDialog } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from './form/fields';

/** "I accept the terms", with a link that opens the fixed terms entry (CMS `fixedKey: 'terms'`) in the content-page dialog. */
export function TermsField({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  const { t } = useTranslation();
  useCommonContent();
  const terms = useAppSelector(selectCommonContent).cmsList.find((page) => page.fixedKey === 'terms');
  const [open, setOpen] = useState(false);
  return (
    <CheckboxField id={id} label={t('register.acceptTerms')} checked={checked} onChange={onChange} error={error}>
      {terms && (
        <>
          {' '}
          <button type="button" className="fw-link-button" onClick={() => setOpen(true)}>
            {t('register.readTerms')}
          </button>
          {open && <ContentPageDialog pageId={terms._id} onClose={() => setOpen(false)} />}
        </>
      )}
    </CheckboxField>
  );
}
