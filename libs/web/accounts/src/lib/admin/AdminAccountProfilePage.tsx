import '../catalogue';
import { isUserType, type AccountProfile } from '@fachwerk/shared/contracts';
import { BackLink, ConfirmDialog, ErrorNotice, FileLink, formatCents, formatDateTime, ReasonDialog, useMutationAction } from '@fachwerk/web/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAdminAccountQuery, useAuditLogQuery, useDecideAccountMutation, useRejectAccountMutation, type AccountDecision } from '@fachwerk/web/data-access/api/admin-accounts';
import { useCommonContent } from '@fachwerk/web/data-access';
import { useFieldLabel, useFileLinkTexts } from '../shared/labels';
import { StatusBanner } from '../profile/StatusBanner';
import { ResetTwoFactorAction } from '../two-factor/ResetTwoFactorAction';
import { AdminPermitBox } from './AdminPermitBox';

type Pending = 'reject' | 'activate' | 'deactivate' | null;

function Row({ name, children }: { name: string; children: ReactNode }) {
  const label = useFieldLabel();
  if (children === undefined || children === null || children === '') return null;
  return (
    <>
      <dt>{label(name)}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Every draft field of the account, read-only, with catalogue names instead of ids. */
function ProfileDetails({ account }: { account: AccountProfile }) {
  const { t, i18n } = useTranslation();
  const content = useCommonContent();
  const nameOf = (list: { _id: string; name: string }[], id: string) => list.find((item) => item._id === id)?.name ?? id;
  const euro = (cents: number | undefined) => (cents === undefined ? undefined : formatCents(cents, i18n.language));
  return (
    <dl className="fw-details">
      <Row name="companyName">{account.companyName}</Row>
      <Row name="firstName">{account.firstName}</Row>
      <Row name="lastName">{account.lastName}</Row>
      <Row name="email">{account.email}</Row>
      <Row name="vat">{account.vat}</Row>
      {account.userType === 'client' && (
        <Row name="industry">{account.industry ? t(`clientIndustry.options.${account.industry}`) : t('clientIndustry.notStated')}</Row>
      )}
      <Row name="companyRegistrationNumber">{account.companyRegistrationNumber}</Row>
      <Row name="companyPhoneNumber">{account.companyPhoneNumber && `${account.companyDialCode ?? ''} ${account.companyPhoneNumber}`}</Row>
      <Row name="companyEmail">{account.companyEmail}</Row>
      <Row name="companyAddress">{account.companyAddress}</Row>
      <Row name="phoneNumber">{account.phoneNumber && `${account.dialCode ?? ''} ${account.phoneNumber}`}</Row>
      <Row name="address">{account.address}</Row>
      <Row name="contactPerson">
        {account.contactPerson?.length ? (
          <ul>
            {account.contactPerson.map((c, i) => (
              <li key={i}>{[c.name, c.position, c.phoneNumber && `${c.dialCode ?? ''} ${c.phoneNumber}`, c.email].filter(Boolean).join(' · ')}</li>
            ))}
          </ul>
        ) : undefined}
      </Row>
      <Row name="serviceType">{account.serviceType?.map((id) => nameOf(content.serviceList, id)).join(', ')}</Row>
      <Row name="specialSkillsOrExp">{account.specialSkillsOrExp?.map((id) => nameOf(content.skills, id)).join(', ')}</Row>
      <Row name="languageProficiency">{account.languageProficiency?.map((l) => `${nameOf(content.languageList, l.language)} (${l.level})`).join(', ')}</Row>
      <Row name="license">{account.license}</Row>
      <Row name="dailyHours">{account.dailyHours}</Row>
      <Row name="weeklyHours">{account.weeklyHours}</Row>
      <Row name="categoryAvailability">
        {account.categoryAvailability?.length ? (
          <ul>
            {account.categoryAvailability.map((c, i) => (
              <li key={i}>{`${nameOf(content.serviceList, c.category)}: ${c.numberOfResource} · ${c.areaRegion.join(', ')}`}</li>
            ))}
          </ul>
        ) : undefined}
      </Row>
      <Row name="previousWorkExperience">
        {account.previousWorkExperience?.length ? (
          <ul>
            {account.previousWorkExperience.map((w, i) => (
              <li key={i}>{[w.workTitle, w.workRole, w.jobPeriod].filter(Boolean).join(' · ')}</li>
            ))}
          </ul>
        ) : undefined}
      </Row>
      <Row name="reference">{account.reference?.map((r) => `${r.name} (${r.number})`).join(', ')}</Row>
      <Row name="hourlyRate">{euro(account.hourlyRate)}</Row>
      <Row name="minPeriod">{account.minPeriod !== undefined ? t('adminAccounts.days', { count: account.minPeriod }) : undefined}</Row>
      <Row name="additionalComment">{account.additionalComment}</Row>
      <Row name="accountNo">{account.accountNo}</Row>
      <Row name="accountName">{account.accountName}</Row>
      <Row name="branchName">{account.branchName}</Row>
      <Row name="userDeclaration">{account.userDeclaration === undefined ? undefined : t(account.userDeclaration ? 'common.yes' : 'common.no')}</Row>
    </dl>
  );
}

function AuditTrail({ targetId }: { targetId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useAuditLogQuery({ targetId });
  return (
    <section className="fw-card" aria-labelledby="audit-title" data-testid="audit-trail">
      <h2 id="audit-title">{t('adminAccounts.audit.title')}</h2>
      {!data?.items.length ? (
        <p>{t('adminAccounts.audit.empty')}</p>
      ) : (
        <ol>
          {data.items.map((entry) => (
            <li key={entry._id}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time> {t(`adminAccounts.audit.actions.${entry.action}`)}
              {typeof entry.details['reason'] === 'string' && ` – ${entry.details['reason']}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Admin `/profile/:id/:type`: full profile with documents, approve, reject, (de)activate, audit trail. */
export function AdminAccountProfilePage() {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const fileTexts = useFileLinkTexts();
  const { id = '', type } = useParams();
  const { data: account, isLoading, isError } = useAdminAccountQuery(id, { skip: !id });
  const [pending, setPending] = useState<Pending>(null);
  const closePending = useCallback(() => setPending(null), []);
  const decision = useMutationAction(useDecideAccountMutation()[0], { onSuccess: closePending });
  const rejection = useMutationAction(useRejectAccountMutation()[0], { onSuccess: closePending });
  const listPath = type === 'client' ? '/client' : '/supplier';

  if (isLoading) return <p role="status">{t('common.loading')}</p>;
  if (isError || !account || !isUserType(type) || account.userType !== type)
    return (
      <section className="fw-page">
        <BackLink to={listPath} />
        <ErrorNotice as="p">
          {t('adminAccounts.notFound')}
        </ErrorNotice>
      </section>
    );

  const run = (action: AccountDecision) => decision.run({ id: account._id, action });
  const busy = decision.busy || rejection.busy;
  const documents = [account.resume, account.certificate, ...account.documents].filter((p): p is string => Boolean(p));

  return (
    <section className="fw-page" aria-labelledby="account-title" data-testid="admin-account-profile">
      <BackLink to={listPath} />
      <h1 id="account-title">{account.companyName || `${account.firstName} ${account.lastName}`}</h1>
      <StatusBanner status={account.approvalStatus} reason={account.rejectionReason} />
      <p data-testid="account-status" data-status={account.accountStatus}>
        {t('adminAccounts.labels.status')}: {t(`adminAccounts.accountStatus.${account.accountStatus}`)} · {t('adminAccounts.columns.profile')}: {account.profilePercentage} %
      </p>
      <div className="fw-toolbar" role="group" aria-label={t('adminAccounts.actions')}>
        {account.approvalStatus !== 'approved' && (
          <button type="button" className="fw-button" disabled={busy} onClick={() => void run('approve')}>
            {t('adminAccounts.approve')}
          </button>
        )}
        {account.approvalStatus !== 'rejected' && (
          <button type="button" className="fw-button fw-button--danger" disabled={busy} onClick={() => setPending('reject')}>
            {t('adminAccounts.rejectButton')}
          </button>
        )}
        {account.accountStatus === 'active' ? (
          <button type="button" className="fw-button fw-button--secondary" disabled={busy} onClick={() => setPending('deactivate')}>
            {t('adminAccounts.deactivate')}
          </button>
        ) : (
          <button type="button" className="fw-button fw-button--secondary" disabled={busy} onClick={() => setPending('activate')}>
            {t('adminAccounts.activate')}
          </button>
        )}
        <ResetTwoFactorAction accountId={account._id} disabled={busy} />
      </div>

      <section className="fw-card" aria-labelledby="details-title">
        <h2 id="details-title">{t('adminAccounts.details')}</h2>
        <ProfileDetails account={account} />
      </section>
      <section className="fw-card" aria-labelledby="documents-title">
        <h2 id="documents-title">{fieldLabel('documents')}</h2>
        {documents.length === 0 ? (
          <p>{t('profile.documents.none')}</p>
        ) : (
          <ul>
            {documents.map((path) => (
              <li key={path}>
                <FileLink path={path} label={path === account.resume ? fieldLabel('resume') : path === account.certificate ? fieldLabel('certificate') : account.fileNames?.[path]} {...fileTexts} />
              </li>
            ))}
          </ul>
        )}
        {account.profilePic && (
          <p>
            <FileLink path={account.profilePic} label={fieldLabel('profilePic')} {...fileTexts} />
          </p>
        )}
      </section>
      {account.userType === 'supplier' && <AdminPermitBox accountId={account._id} />}
      <AuditTrail targetId={account._id} />

      {pending === 'reject' && (
        <ReasonDialog
          title={t('adminAccounts.reject.title')}
          text={t('adminAccounts.reject.text')}
          label={fieldLabel('reason')}
          maxLength={1000}
          submitLabel={t('adminAccounts.reject.submit')}
          busy={rejection.busy}
          error={rejection.error?.message}
          testId="reject-dialog"
          onCancel={() => setPending(null)}
          onSubmit={(reason) => void rejection.run({ id: account._id, reason })}
        />
      )}
      {(pending === 'activate' || pending === 'deactivate') && (
        <ConfirmDialog
          heading={t(`adminAccounts.confirm.${pending}.title`)}
          text={t(`adminAccounts.confirm.${pending}.text`)}
          confirmLabel={t(`adminAccounts.${pending}`)}
          busy={decision.busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void run(pending)}
        />
      )}
    </section>
  );
}
