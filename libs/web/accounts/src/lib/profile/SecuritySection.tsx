import { securityCatalogue } from '@fachwerk/shared/i18n/security';
import { registerCatalogue } from '@fachwerk/web/data-access';
import { ChunkBoundary, lazyChunk } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { SignedInDevicesCard } from './SignedInDevicesCard';

registerCatalogue(securityCatalogue);

/** The second factor's card and its screens (QR code, recovery codes): loaded when the profile shows. */
const TwoFactorCard = lazyChunk('two-factor', () => import(/* webpackChunkName: "two-factor" */ '../two-factor/TwoFactorCard'));

/** The profile's sign-in and security card: change the login e-mail (with the current password), the second factor, the signed-in devices. */
export function SecuritySection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [changingEmail, setChangingEmail] = useState(false);
  return (
    <section className="fw-card" aria-labelledby="profile-security-title" data-testid="profile-security">
      <h2 id="profile-security-title">{t('security.section.title')}</h2>
      <p>{t('security.section.intro')}</p>
      <button type="button" className="fw-button fw-button--secondary" onClick={() => setChangingEmail(true)}>
        {t('security.reauth.change')}
      </button>
      {changingEmail && <ChangeEmailDialog current={email} onClose={() => setChangingEmail(false)} />}
      <ChunkBoundary>
        <TwoFactorCard />
      </ChunkBoundary>
      <SignedInDevicesCard />
    </section>
  );
}
