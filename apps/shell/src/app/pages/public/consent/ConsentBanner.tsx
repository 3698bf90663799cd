import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { consentStore, loadTranslateWidget, TRANSLATE_ELEMENT_ID } from './consent';
import './consent.css';

export const useConsent = () => useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.get);

/**
 * Cookie banner: two equal buttons (accept / necessary only), no pre-ticked choice. With consent the
 * translation widget's container renders and its script loads; without, nothing third-party loads.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { choice, bannerOpen } = useConsent();

  useEffect(() => {
    if (choice === 'accepted') loadTranslateWidget();
  }, [choice]);

  return (
    <>
      {choice === 'accepted' && <div id={TRANSLATE_ELEMENT_ID} className="fw-translate" aria-label={t('consent.translateLabel')} role="region" />}
      {bannerOpen && (
        <section className="fw-consent" role="region" aria-labelledby="fw-consent-title" data-testid="consent-banner">
          <h2 id="fw-consent-title">{t('consent.title')}</h2>
          <p>{t('consent.text')}</p>
          <div className="fw-consent__buttons">
            <button type="button" className="fw-button" onClick={() => consentStore.choose('declined')}>
              {t('consent.decline')}
            </button>
            <button type="button" className="fw-button" onClick={() => consentStore.choose('accepted')}>
              {t('consent.accept')}
            </button>
          </div>
        </section>
      )}
    </>
  );
}

/** Footer link that reopens the banner so the choice can be changed. */
export function ConsentSettingsLink() {
  const { t } = useTranslation();
  return (
    <button type="button" className="fw-link-button fw-consent-link" onClick={() => consentStore.openSettings()} data-testid="consent-settings">
      {t('consent.settings')}
    </button>
  );
}
