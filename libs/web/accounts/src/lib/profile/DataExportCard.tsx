import type { AccountExportResponse, AccountExportState } from '@fachwerk/shared/contracts';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { apiEffects, showToast, useMyDataExportQuery, useRequestDataExportMutation } from '@fachwerk/web/data-access';
import { useAuthorizedFile } from '@fachwerk/web/data-access/authorized-file';
import { Button, StatusBadge, downloadBlob, formatDateTime, formatDecimal, type StatusTone } from '@fachwerk/web/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

const TONES: Record<AccountExportState, StatusTone> = { requested: 'info', ready: 'success', expired: 'neutral', failed: 'danger' };
/** While an export is being prepared the card asks again now and then (the mail says it too). */
const POLL_MS = 15_000;

const megabytes = (bytes: number, language: string) => `${formatDecimal(Math.max(bytes, 1) / 1_000_000, language, 1)} MB`;

/**
 * "My data" on the profile: requests the data export (Art. 15/20 DSGVO) from the worker and shows
 * its state — being prepared, ready until its expiry (download with the session), expired or failed.
 * The ready mail and the delete-account dialog link here (`/profile#data-export`): the card then
 * scrolls into view and takes the focus (it renders after the page has loaded, too late for the browser).
 */
export function DataExportCard({ deleteHint }: { deleteHint?: string }) {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash !== '#data-export' || !card.current) return;
    card.current.scrollIntoView?.({ block: 'start' });
    card.current.focus({ preventScroll: true });
  }, [hash]);
  const [poll, setPoll] = useState(false);
  const { data: latest, refetch } = useMyDataExportQuery(undefined, { pollingInterval: poll ? POLL_MS : 0 });
  const [request, requesting] = useRequestDataExportMutation();
  const fetchFile = useAuthorizedFile();
  const [downloading, setDownloading] = useState(false);
  const state = latest?.status;
  if ((state === 'requested') !== poll) setPoll(state === 'requested');

  const date = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language, 'long') : '';

  const onRequest = async () => {
    const result = await request();
    if ('data' in result && result.data) showToast('success', result.data.message);
  };

  const onDownload = async (current: AccountExportResponse) => {
    setDownloading(true);
    try {
      downloadBlob(await fetchFile(API_PATHS.accounts.exportDownload(current._id)), `fachwerk-daten-${current.requestedAt.slice(0, 10)}.zip`);
    } catch {
      apiEffects().notifyError(t('profile.data.downloadFailed'));
      void refetch();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="fw-card" id="data-export" ref={card} tabIndex={-1} aria-labelledby="profile-data-title" data-testid="data-export">
      <h2 id="profile-data-title">{t('profile.data.title')}</h2>
      <p>{t('profile.data.exportText')}</p>
      {latest && state && (
        <p role="status" data-testid="data-export-state" data-state={state}>
          <StatusBadge tone={TONES[state]} status={state}>
            {t(`profile.data.states.${state}`)}
          </StatusBadge>{' '}
          {t(`profile.data.stateText.${state}`, { date: date(state === 'requested' || state === 'failed' ? latest.requestedAt : latest.expiresAt) })}
        </p>
      )}
      <div className="fw-card__actions">
        {latest && state === 'ready' && (
          <Button onClick={() => void onDownload(latest)} busy={downloading} data-testid="data-export-download">
            {t('profile.data.download', { size: megabytes(latest.sizeBytes ?? 0, i18n.language) })}
          </Button>
        )}
        {state === 'requested' ? (
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('profile.data.refresh')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void onRequest()} busy={requesting.isLoading} data-testid="data-export-request">
            {t(latest ? 'profile.data.exportAgain' : 'profile.data.export')}
          </Button>
        )}
      </div>
      {deleteHint && <p className="fw-profile__delete-hint">{deleteHint}</p>}
    </section>
  );
}
