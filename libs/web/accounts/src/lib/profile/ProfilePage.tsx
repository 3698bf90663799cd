import '../catalogue';
import { showToast, useMyProfileQuery, useUpdateMyProfileMutation } from '@fachwerk/web/data-access';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './ProfileForm';
import { DataExportCard } from './DataExportCard';
import { SecuritySection } from './SecuritySection';
import { fromProfile, toUpdateRequest, type ProfileFormValues } from './profile-form';
import { StatusBanner } from './StatusBanner';
import { PermitSection } from './PermitSection';
import { ErrorNotice } from '@fachwerk/web/ui';

/** `/profile`: the own account (client, supplier; a small view for admins). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isLoading, isError, refetch } = useMyProfileQuery();
  const [save, saving] = useUpdateMyProfileMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | undefined>();
  const [params] = useSearchParams();

  if (isLoading) return <p role="status">{t('common.loading')}</p>;
  if (isError || !profile)
    return (
      <ErrorNotice>
        {t('profile.loadFailed')}{' '}
        <button type="button" className="fw-button" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </ErrorNotice>
    );

  const onSubmit = async (values: ProfileFormValues) => {
    setServerErrors(undefined);
    const result = await save(toUpdateRequest(values, profile.userType));
    if ('data' in result && result.data) showToast('success', result.data.message || t('profile.saved'));
    else if ('error' in result) setServerErrors((result.error as { errors?: Record<string, string[]> }).errors);
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
        focusField={params.get('field')}
      />
      {profile.userType === 'supplier' && <PermitSection />}
      <SecuritySection email={profile.email} />
      <DataExportCard deleteHint={isAdmin ? undefined : t('profile.data.deleteHint')} />
    </section>
  );
}
