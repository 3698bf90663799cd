import { selectCommonContent, useAppSelector, useCommonContent } from '@fachwerk/web/data-access';
import { CheckboxField, ContentPageDialog } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** "I accept the terms", with a link that opens the fixed terms entry (CMS `fixedKey: 'terms'`) in the content-page dialog. */
export function TermsField({ input, error }: { input: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  useCommonContent();
  const terms = useAppSelector(selectCommonContent).cmsList.find((page) => page.fixedKey === 'terms');
  const [open, setOpen] = useState(false);
  return (
    <CheckboxField {...input} label={t('register.acceptTerms')} error={error}>
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
