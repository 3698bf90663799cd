import { PERMIT_LIMITS } from '@fachwerk/shared/contracts';
import { useAdminPermitQuery, useRejectPermitMutation, useVerifyPermitMutation } from '@fachwerk/web/data-access/api/permits';
import { Button, FieldError, FileLink, formatDate, ReasonDialog, StatusBadge, useMutationAction } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permitState } from '../profile/PermitSection';
import { useFileLinkTexts } from '../shared/labels';

/** The supplier's permit on the admin's account screen: the copy, the dates, verify or reject with a reason. */
export function AdminPermitBox({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation();
  const { data: permit, isLoading } = useAdminPermitQuery(accountId);
  const [rejecting, setRejecting] = useState(false);
  const verify = useMutationAction(useVerifyPermitMutation()[0]);
  const reject = useMutationAction(useRejectPermitMutation()[0], { onSuccess: () => setRejecting(false) });
  const fileTexts = useFileLinkTexts();
  if (isLoading) return null;
  const state = permitState(permit);
  const busy = verify.busy || reject.busy;

  return (
    <section className="fw-card" aria-labelledby="permit-admin-title" data-testid="admin-permit">
      <h2 id="permit-admin-title">{t('permitWeb.title')}</h2>
      <p>
        <StatusBadge tone={state === 'verified' ? 'success' : state === 'none' ? 'neutral' : state === 'pending' ? 'info' : 'danger'} status={state}>
          {t(`permitWeb.state.${state}`)}
        </StatusBadge>
      </p>
      {permit && (
        <>
          <dl className="fw-details">
            <dt>{t('permitWeb.fields.agency')}</dt>
            <dd>{permit.agency}</dd>
            <dt>{t('permitWeb.fields.issuedOn')}</dt>
            <dd>{formatDate(permit.issuedOn, i18n.language)}</dd>
            <dt>{t('permitWeb.fields.validUntil')}</dt>
            <dd>{permit.unlimited ? t('permitWeb.unlimitedValue') : permit.validUntil ? formatDate(permit.validUntil, i18n.language) : ''}</dd>
            <dt>{t('permitWeb.fields.file')}</dt>
            <dd>
              <FileLink path={permit.file} {...fileTexts} />
            </dd>
            {permit.rejectionReason && (
              <>
                <dt>{t('permitWeb.reason')}</dt>
                <dd>{permit.rejectionReason}</dd>
              </>
            )}
          </dl>
          {verify.error && <FieldError as="p">{verify.error.message}</FieldError>}
          <div className="fw-toolbar" role="group" aria-label={t('permitWeb.adminActions')}>
            {permit.status !== 'verified' && (
              <Button disabled={busy} onClick={() => void verify.run(accountId)}>
                {t('permitWeb.verify')}
              </Button>
            )}
            {permit.status !== 'rejected' && (
              <Button variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
                {t('permitWeb.reject')}
              </Button>
            )}
          </div>
        </>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('permitWeb.rejectTitle')}
          text={t('permitWeb.rejectText')}
          label={t('permitWeb.reason')}
          maxLength={PERMIT_LIMITS.reasonMax}
          submitLabel={t('permitWeb.reject')}
          busy={reject.busy}
          error={reject.error?.message}
          testId="permit-reject-dialog"
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => void reject.run({ accountId, body: { reason } })}
        />
      )}
    </section>
  );
}
