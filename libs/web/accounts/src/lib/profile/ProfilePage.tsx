import '../catalogue';
import { showToast } from '@fachwerk/web/data-access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportMyDataMutation, useMyProfileQuery, useUpdateMyProfileMutation } from '../accounts.api';
import { downloadBlob } from '@fachwerk/web/ui';
import { ProfileForm } from './ProfileForm';
import { SecuritySection } from './SecuritySection';
import { fromProfile, toUpdateRequest, type ProfileFormValues } from './profile-form';
import { StatusBanner } from './StatusBanner';

/** `/profile`: the own account (client, supplier; a small view for admins). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isLoading, isError, refetch } = useMyProfileQuery();
  const [save, saving] = useUpdateMyProfileMutation();
  const [exportData, exporting] = useExportMyDataMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | undefined>();

  if (isLoading) return <p role="status">{t('common.loading')}</p>;
  if (isError || !profile)
    return (
      <div role="alert" className="fw-error">
        {t('profile.loadFailed')}{' '}
        <button type="button" className="fw-button" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );

  const onSubmit = async (values: ProfileFormValues) => {
    setServerErrors(undefined);
    const result = await save(toUpdateRequest(values, profile.userType));
    if ('data' in result && result.data) showToast('success', result.data.message || t('profile.saved'));
    else if ('error' in result) setServerErrors((result.error as { errors?: Record<string, string[]> }).errors);
  };

  const onExport = async () => {
    const result = await exportData();
    if ('data' in result) {
      const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
      downloadBlob(blob, `fachwerk-export-${new Date().toISOString().slice(0, 10)}.json`);
    }
  };

  const isAdmin = profile.userType === 'admin';
  return (
    <section className="fw-page fw-profile" aria-labelledby="profile-title" data-testid="profile-page">
      <h1 id="profile-title">{t(isAdmin ? 'profile.adminTitle' : 'profile.title')}</h1>
      {!isAdmin && (
        <>
          <StatusBanner status={profile.approvalStatus} reason={profile.rejectionReason} />
          <p data-testid="profile-percentage">
            <label htmlFor="profile-completion">{t('profile.completion', { percent: profile.profilePercentage })}</label>{' '}
            <meter id="profile-completion" min={0} max={100} value={profile.profilePercentage} />
          </p>
        </>
      )}
      {/* keyed by the save time, so the form takes the server's normalised values after a save */}
      <ProfileForm
        key={saving.fulfilledTimeStamp ?? 0}
        userType={profile.userType}
        email={profile.email}
        initial={fromProfile(profile)}
        onSubmit={(values) => void onSubmit(values)}
        busy={saving.isLoading}
        serverErrors={serverErrors}
        fileNames={profile.fileNames}
      />
      <SecuritySection email={profile.email} />
      <section className="fw-card" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">{t('profile.data.title')}</h2>
        <p>{t('profile.data.exportText')}</p>
        <button type="button" className="fw-button fw-button--secondary" onClick={() => void onExport()} disabled={exporting.isLoading}>
          {t('profile.data.export')}
        </button>
        {!isAdmin && <p className="fw-profile__delete-hint">{t('profile.data.deleteHint')}</p>}
      </section>
    </section>
  );
}
