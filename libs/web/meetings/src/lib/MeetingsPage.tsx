import '@fachwerk/web/ui/screens-style';
import './catalogue';
import {
  type MeetingChangeResponse,
  type MeetingResponse,
  type MeetingStatus,
  type UserType,
} from '@fachwerk/shared/contracts';
import { formatMeetingWhen, MEETING_PATHS, MEETING_STATUSES } from '@fachwerk/shared/contracts/meetings';
import { selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { useAuthorizedFile } from '@fachwerk/web/data-access/authorized-file';
import {
  Button,
  ComboBox,
  Dialog,
  downloadBlob,
  ErrorState,
  FieldError,
  ListResult,
  oneOfField,
  pageField,
  parseListState,
  Select,
  Skeleton,
  StatusBadge,
  type StatusTone,
  Tabs,
  textField,
  useListUrlState,
  useMutationAction,
  useSearchInput,
  writeListState,
} from '@fachwerk/web/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  CancelMeetingDialog,
  ProposeTimeDialog,
  RejectSupplierDialog,
  ScheduleMeetingDialog,
} from './MeetingDialogs';
import { useAcceptMeetingMutation, useMeetingQuery, useMeetingsQuery } from '@fachwerk/web/data-access/api/meetings';
import { useMeetingAccountOptionsQuery, useMeetingAccountQuery } from '@fachwerk/web/data-access/api/admin-accounts';

export const MEETINGS_PAGE_SIZE = 10;
const WHEN = ['upcoming', 'past'] as const;
type When = (typeof WHEN)[number];
type Overlaps = MeetingChangeResponse['overlaps'];
type Open = { kind: 'propose' | 'cancel' | 'reject'; meeting: MeetingResponse } | null;

const TONE: Record<MeetingStatus, StatusTone> = {
  scheduled: 'info',
  proposed: 'warning',
  accepted: 'success',
  cancelled: 'neutral',
  completed: 'success',
};
/** `?when=past&status=&userId=&page=` (the list); `?id=` and `?schedule=` open dialogs. */
const LIST = {
  when: oneOfField(WHEN, 'upcoming'),
  status: oneOfField(MEETING_STATUSES),
  userId: textField(64),
  page: pageField(),
};

/** Downloads a meeting's calendar file with the session's token (the route is not public). */
function useCalendarDownload(): (meeting: MeetingResponse) => Promise<void> {
  const fetchFile = useAuthorizedFile();
  return useCallback(
    async (meeting) =>
      downloadBlob(await fetchFile(MEETING_PATHS.calendar(meeting._id)), `termin-${meeting.localDate}.ics`),
    [fetchFile],
  );
}

function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONE[status]} status={status}>
      {t(`meetingsWeb.status.${status}`)}
    </StatusBadge>
  );
}

/**
 * A video meeting's link: a real link into a new tab (no opener, no referrer), wrapped anywhere so
 * a long conference address never widens a 390 px phone screen. The API accepts http(s) only; a
 * stored value of another scheme is shown as text, never made clickable.
 */
export function VideoLink({ href }: { href: string | null }) {
  if (!href) return null;
  if (!/^https?:\/\//i.test(href)) return <span className="fw-meeting__link">{href}</span>;
  return (
    <a className="fw-meeting__link" href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

/** The facts of a meeting (card and detail). */
function MeetingFacts({ meeting, role, full }: { meeting: MeetingResponse; role: UserType; full?: boolean }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const facts: [string, ReactNode][] = [
    [t('meetingsWeb.field.when'), formatMeetingWhen(meeting.startsAt, language)],
    [
      t('meetingsWeb.field.duration'),
      t('meetingsWeb.field.durationValue', { minutes: meeting.durationMinutes }),
    ],
  ];
  if (role !== 'client') facts.push([t('meetingsWeb.field.client'), meeting.client.name]);
  if (role !== 'supplier') facts.push([t('meetingsWeb.field.supplier'), meeting.supplier.name]);
  facts.push([
    t('meetingsWeb.field.where'),
    meeting.mode === 'onSite' ? (
      (meeting.address ?? '')
    ) : (
      <>
        {t('meetingsWeb.mode.video')}: <VideoLink href={meeting.videoLink} />
      </>
    ),
  ]);
  if (meeting.proposedStartsAt) {
    const mine = meeting.proposedBy === role;
    facts.push([
      t('meetingsWeb.field.proposed'),
      `${formatMeetingWhen(meeting.proposedStartsAt, language)} (${t(mine ? 'meetingsWeb.field.proposedByYou' : 'meetingsWeb.field.proposedByOther')})`,
    ]);
  }
  if (meeting.cancelReason) facts.push([t('meetingsWeb.field.cancelReason'), meeting.cancelReason]);
  if (full && meeting.agenda) facts.push([t('meetingsWeb.field.agenda'), meeting.agenda]);
  return (
    <dl className="fw-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The actions the caller may take now (the API's `can`), plus the calendar file. */
function MeetingActions({
  meeting,
  role,
  onOpen,
  onOverlaps,
  onDetails,
}: {
  meeting: MeetingResponse;
  role: UserType;
  onOpen: (open: Open) => void;
  onOverlaps: (overlaps: Overlaps) => void;
  onDetails?: () => void;
}) {
  const { t } = useTranslation();
  const [accept] = useAcceptMeetingMutation();
  const acceptAction = useMutationAction(accept, {
    onSuccess: (result) => result && onOverlaps(result.data.overlaps),
  });
  const download = useCalendarDownload();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const { can } = meeting;
  return (
    <div className="fw-award__actions">
      {onDetails && (
        <Button variant="secondary" size="small" onClick={onDetails}>
          {t('meetingsWeb.action.details')}
        </Button>
      )}
      {can.accept && (
        <Button size="small" busy={acceptAction.busy} onClick={() => void acceptAction.run(meeting._id)}>
          {t(
            meeting.status === 'proposed' ? 'meetingsWeb.action.acceptProposal' : 'meetingsWeb.action.accept',
          )}
        </Button>
      )}
      {can.reschedule && role !== 'admin' && (
        <Button variant="secondary" size="small" onClick={() => onOpen({ kind: 'propose', meeting })}>
          {t('meetingsWeb.action.propose')}
        </Button>
      )}
      {can.cancel && (
        <Button variant="danger" size="small" onClick={() => onOpen({ kind: 'cancel', meeting })}>
          {t('meetingsWeb.action.cancel')}
        </Button>
      )}
      {can.rejectSupplier && (
        <Button variant="danger" size="small" onClick={() => onOpen({ kind: 'reject', meeting })}>
          {t('meetingsWeb.action.rejectSupplier')}
        </Button>
      )}
      <Button
        variant="ghost"
        size="small"
        onClick={() => {
          setDownloadFailed(false);
          download(meeting).catch(() => setDownloadFailed(true));
        }}
      >
        {t('meetingsWeb.action.download')}
      </Button>
      {acceptAction.error && <FieldError as="p">{acceptAction.error.message}</FieldError>}
      {downloadFailed && <FieldError as="p">{t('meetingsWeb.action.downloadFailed')}</FieldError>}
    </div>
  );
}

/** One meeting as a card (a list item on every width: it fits a 390 px phone). */
function MeetingCard(props: {
  meeting: MeetingResponse;
  role: UserType;
  onOpen: (open: Open) => void;
  onOverlaps: (overlaps: Overlaps) => void;
  onDetails: () => void;
}) {
  const { meeting, role } = props;
  return (
    <article className="fw-card fw-award" aria-label={meeting.job.title} data-meeting-id={meeting._id}>
      <header className="fw-award__header">
        <h2 className="fw-award__title">{meeting.job.title}</h2>
        <MeetingStatusBadge status={meeting.status} />
      </header>
      <MeetingFacts meeting={meeting} role={role} />
      <MeetingActions {...props} />
    </article>
  );
}

/** The detail dialog: every fact, the agenda and the history; admins read only. */
function MeetingDetail({
  id,
  role,
  onClose,
  onOpen,
  onOverlaps,
}: {
  id: string;
  role: UserType;
  onClose: () => void;
  onOpen: (open: Open) => void;
  onOverlaps: (overlaps: Overlaps) => void;
}) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const meeting = useMeetingQuery(id);
  return (
    <Dialog
      title={meeting.data?.job.title ?? t('meetingsWeb.title')}
      onClose={onClose}
      testId="meeting-detail"
    >
      {meeting.isLoading && <Skeleton lines={4} />}
      {meeting.isError && (
        <ErrorState message={t('meetingsWeb.loadFailed')} onRetry={() => void meeting.refetch()} />
      )}
      {meeting.data && (
        <>
          <MeetingStatusBadge status={meeting.data.status} />
          <MeetingFacts meeting={meeting.data} role={role} full />
          {role === 'admin' ? (
            <p className="fw-notice">{t('meetingsWeb.readOnly')}</p>
          ) : (
            <MeetingActions meeting={meeting.data} role={role} onOpen={onOpen} onOverlaps={onOverlaps} />
          )}
          <h3>{t('meetingsWeb.field.history')}</h3>
          <ol className="fw-list" aria-label={t('meetingsWeb.field.history')}>
            {meeting.data.history.map((entry) => (
              <li key={`${entry.at}-${entry.action}`}>
                {formatMeetingWhen(entry.at, language)}: {t(`meetingsWeb.history.${entry.action}`)} (
                {t(`meetingsWeb.history.by.${entry.byRole}`)})
                {entry.startsAt && entry.action !== 'cancelled'
                  ? ` → ${formatMeetingWhen(entry.startsAt, language)}`
                  : ''}
                {entry.reason ? ` – ${entry.reason}` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </Dialog>
  );
}

/**
 * Admin: the account filter, a searchable ComboBox over clients and suppliers (GET /admin/accounts
 * with `search`, asked a moment after the last key); the chosen account's name comes from its
 * profile, so a reloaded `?userId=` link still names it.
 */
function AccountFilter({
  userId,
  onChange,
}: {
  userId: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // the server is asked a moment after the last key
  const [typed, setTyped] = useSearchInput(search, setSearch);
  const accounts = useMeetingAccountOptionsQuery(search);
  const chosen = useMeetingAccountQuery(userId ?? '', { skip: !userId });
  const nameOf = (account: { companyName?: string; firstName: string; lastName: string; userType: string }) =>
    `${account.companyName || `${account.firstName} ${account.lastName}`} (${t(`roles.${account.userType}`)})`;
  return (
    <ComboBox
      label={t('meetingsWeb.accountFilter')}
      hint={t('meetingsWeb.accountFilterHint')}
      name="userId"
      value={userId}
      valueLabel={chosen.data ? nameOf(chosen.data) : undefined}
      options={(accounts.data ?? []).map((account) => ({ value: account._id, label: nameOf(account) }))}
      loading={accounts.isFetching || typed.trim() !== search}
      onSearch={setTyped}
      onChange={onChange}
    />
  );
}

/**
 * `/meetings` (client, supplier): upcoming and past meetings as cards, a detail dialog
 * (`?id=`), the actions the API allows, the calendar file, and the client's schedule dialog
 * (`?schedule=<applicationId>` from a job's applications). `/admin/meetings`: every meeting with
 * filters and a read-only detail (an admin may cancel with a reason, which is audited).
 */
export function MeetingsPage({ role }: { role: UserType }) {
  const { t } = useTranslation();
  const { state, update, setPage } = useListUrlState(LIST);
  const { when, page } = state;
  const status = state.status || undefined;
  const [params, setParams] = useSearchParams();
  const detailId = params.get('id');
  const scheduleFor = params.get('schedule');
  const [scheduling, setScheduling] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [overlaps, setOverlaps] = useState<Overlaps>([]);
  // admin: the meetings of one client or supplier (`?userId=`)
  const userId = role === 'admin' ? state.userId || undefined : undefined;
  const meetings = useMeetingsQuery({ when, status, userId, page, limit: MEETINGS_PAGE_SIZE });
  const language = useAppSelector(selectLanguage);
  const title = t(role === 'admin' ? 'meetingsWeb.adminTitle' : 'meetingsWeb.title');

  /** Opens or closes a dialog kept in the URL (`?id=`, `?schedule=`), leaving the list's state alone. */
  const setDialog = (key: 'id' | 'schedule', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });
  return (
    <section className="fw-page fw-awards fw-meetings">
      <header className="fw-page__header">
        <h1>{title}</h1>
        {role === 'client' && (
          <Button onClick={() => setScheduling(true)}>{t('meetingsWeb.action.schedule')}</Button>
        )}
      </header>
      <Tabs<When>
        label={t('meetingsWeb.tabs')}
        selected={when}
        onSelect={(value) => update({ when: value })}
        tabs={WHEN.map((value) => ({ id: value, label: t(`meetingsWeb.${value}`) }))}
      >
        {role === 'admin' && (
          <AccountFilter userId={userId ?? null} onChange={(id) => update({ userId: id ?? '' })} />
        )}
        <Select
          label={t('meetingsWeb.statusFilter')}
          name="status"
          value={status ?? ''}
          placeholder={t('meetingsWeb.allStatuses')}
          options={MEETING_STATUSES.map((s) => ({ value: s, label: t(`meetingsWeb.status.${s}`) }))}
          onChange={(e) => update({ status: e.target.value as MeetingStatus | '' })}
        />
        {overlaps.length > 0 && (
          <div className="fw-notice" role="status" data-testid="meeting-overlaps">
            <p>{t('meetingsWeb.overlap')}</p>
            <ul>
              {overlaps.map((o) => (
                <li key={o._id}>
                  {o.jobTitle}: {formatMeetingWhen(o.startsAt, language)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <ListResult
          result={meetings}
          page={page}
          onPage={setPage}
          errorMessage={t('meetingsWeb.loadFailed')}
          empty={t(when === 'past' ? 'meetingsWeb.emptyPast' : 'meetingsWeb.emptyUpcoming')}
        >
          {(items) => (
            <ul className="fw-list" aria-label={title}>
              {items.map((meeting) => (
                <li key={meeting._id}>
                  <MeetingCard
                    meeting={meeting}
                    role={role}
                    onOpen={setOpen}
                    onOverlaps={setOverlaps}
                    onDetails={() => setDialog('id', meeting._id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListResult>
      </Tabs>
      {detailId && (
        <MeetingDetail
          id={detailId}
          role={role}
          onClose={() => setDialog('id', null)}
          onOpen={setOpen}
          onOverlaps={setOverlaps}
        />
      )}
      {role === 'client' && (scheduling || scheduleFor) && (
        <ScheduleMeetingDialog
          applicationId={scheduleFor ?? undefined}
          onClose={() => {
            setScheduling(false);
            setDialog('schedule', null);
          }}
          onDone={(result) => {
            setScheduling(false);
            setOverlaps(result.overlaps);
            // one URL change: the new meeting is upcoming, on page 1, and the dialog closes
            setParams((current) => {
              const next = writeListState(
                LIST,
                { ...parseListState(LIST, current), when: 'upcoming', page: 1 },
                current,
              );
              next.delete('schedule');
              return next;
            });
          }}
        />
      )}
      {open?.kind === 'propose' && (
        <ProposeTimeDialog
          meeting={open.meeting}
          onClose={() => setOpen(null)}
          onDone={(result) => {
            setOpen(null);
            setOverlaps(result);
          }}
        />
      )}
      {open?.kind === 'cancel' && (
        <CancelMeetingDialog meeting={open.meeting} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'reject' && (
        <RejectSupplierDialog meeting={open.meeting} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
