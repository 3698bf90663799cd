import { type ChatSummary } from '@fachwerk/shared/contracts';
import { CHAT_STATUSES, CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { realtime, selectUserData, useAppSelector } from '@fachwerk/web/data-access';
import {
  booleanField,
  DataTable,
  FilterPanel,
  formatDateTime,
  ListResult,
  oneOfField,
  pageField,
  Select,
  StatusBadge,
  type StatusTone,
  TextField,
  textField,
  useListUrlState,
} from '@fachwerk/web/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useChatsQuery } from '@fachwerk/web/data-access/api/chat';
import { otherParty, partyName } from './use-chat-conversation';
import './chat-style';

const PAGE_SIZE = 20;
const partySchema = { page: pageField() };
const adminSchema = {
  page: pageField(),
  search: textField(100),
  status: oneOfField(CHAT_STATUSES),
  blocked: booleanField(),
};

const TONES: Record<ChatSummary['status'] | 'blocked' | 'closed', StatusTone> = {
  requested: 'warning',
  approved: 'success',
  blocked: 'danger',
  closed: 'neutral',
};

/** A conversation's state (closed, then blocked, above its status) on the kit's badge. */
function ChatStatusBadge({ chat }: { chat: ChatSummary }) {
  const { t } = useTranslation();
  const status = chat.closed ? 'closed' : chat.blocked ? 'blocked' : chat.status;
  return (
    <StatusBadge tone={TONES[status]} status={status}>
      {t(`chatWeb.status.${status}`)}
    </StatusBadge>
  );
}

/** Refetches the list when a message or a state change arrives over the tab's socket. */
function useLiveList(refetch: () => void) {
  useEffect(() => {
    const offs = [
      realtime.on('chat:unread', () => refetch()),
      realtime.on('chat:updated', () => refetch()),
      // after a reconnect: what changed while away
      realtime.on('connect', () => refetch()),
    ];
    return () => offs.forEach((off) => off());
  }, [refetch]);
}

/** /messages of clients and suppliers: their conversations with the other party, job, last message, unread count and status. */
export function ChatListPage() {
  const { t, i18n } = useTranslation();
  const me = useAppSelector(selectUserData);
  const { state, setPage } = useListUrlState(partySchema);
  const list = useChatsQuery({ page: state.page, limit: PAGE_SIZE });
  useLiveList(list.refetch);

  return (
    <section className="fw-chat-list">
      <h1>{t('chatWeb.list.title')}</h1>
      <ListResult
        result={list}
        page={state.page}
        onPage={setPage}
        errorMessage={t('chatWeb.list.loadFailed')}
        empty={t('chatWeb.list.empty')}
        emptyAction={<p>{t('chatWeb.list.emptyHint')}</p>}
      >
        {(chats) => (
          <ul className="fw-chat-list__items" data-testid={CHAT_TEST_IDS.list}>
            {chats.map((chat) => {
              const other = partyName(otherParty(chat, me?._id), t);
              return (
                <li
                  key={chat._id}
                  data-testid={CHAT_TEST_IDS.listItem}
                  data-chat-id={chat._id}
                  data-unread={chat.unread}
                >
                  <Link to={`/messages/chat/${chat._id}`} className="fw-chat-list__link">
                    <span className="fw-chat-list__head">
                      <strong>{other}</strong>
                      <ChatStatusBadge chat={chat} />
                      {chat.unread > 0 && (
                        <span className="fw-chat__unread" data-testid={CHAT_TEST_IDS.unread}>
                          {t('chatWeb.list.unread', { count: chat.unread })}
                        </span>
                      )}
                    </span>
                    <span className="fw-chat-list__job">
                      {t('chatWeb.list.job')}: {chat.jobTitle}
                    </span>
                    <span className="fw-chat-list__last">
                      {chat.lastMessage ? chat.lastMessage.body || '📎' : t('chatWeb.list.noMessages')}
                    </span>
                    {chat.lastMessage && (
                      <time className="fw-chat-list__time" dateTime={chat.lastMessage.createdAt}>
                        {formatDateTime(chat.lastMessage.createdAt, i18n.language)}
                      </time>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </ListResult>
    </section>
  );
}

/** /admin/message (and an admin's /messages): every conversation with filters, read-only view, block and unblock with a reason. */
export function AdminChatsPage() {
  const { t, i18n } = useTranslation();
  const { state, update, setPage } = useListUrlState(adminSchema);
  const list = useChatsQuery({
    page: state.page,
    limit: PAGE_SIZE,
    ...(state.search ? { search: state.search } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.blocked !== null ? { blocked: state.blocked } : {}),
  });
  useLiveList(list.refetch);

  return (
    <section className="fw-chat-list">
      <h1>{t('chatWeb.list.adminTitle')}</h1>
      <FilterPanel label={t('chatWeb.filters.label')}>
        <TextField
          label={t('chatWeb.filters.search')}
          defaultValue={state.search}
          onBlur={(e) => update({ search: e.target.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && update({ search: e.currentTarget.value.trim() })}
        />
        <Select
          label={t('chatWeb.filters.status')}
          value={state.status}
          options={[
            { value: '', label: t('chatWeb.filters.all') },
            ...CHAT_STATUSES.map((s) => ({ value: s, label: t(`chatWeb.status.${s}`) })),
          ]}
          onChange={(e) => update({ status: e.target.value as (typeof CHAT_STATUSES)[number] | '' })}
        />
        <Select
          label={t('chatWeb.filters.blocked')}
          value={state.blocked === null ? '' : String(state.blocked)}
          options={[
            { value: '', label: t('chatWeb.filters.all') },
            { value: 'true', label: t('chatWeb.filters.onlyBlocked') },
            { value: 'false', label: t('chatWeb.filters.notBlocked') },
          ]}
          onChange={(e) => update({ blocked: e.target.value === '' ? null : e.target.value === 'true' })}
        />
      </FilterPanel>
      <ListResult
        result={list}
        page={state.page}
        onPage={setPage}
        errorMessage={t('chatWeb.list.loadFailed')}
        empty={t('chatWeb.list.empty')}
      >
        {(chats) => (
          <DataTable
            caption={t('chatWeb.list.adminTitle')}
            testId={CHAT_TEST_IDS.list}
            rows={chats}
            rowKey={(chat) => chat._id}
            rowTestId={() => CHAT_TEST_IDS.listItem}
            columns={[
              {
                key: 'parties',
                header: t('chatWeb.list.with'),
                primary: true,
                cell: (chat) =>
                  t('chatWeb.list.parties', { client: partyName(chat.client, t), supplier: partyName(chat.supplier, t) }),
              },
              { key: 'job', header: t('chatWeb.list.job'), cell: (chat) => chat.jobTitle },
              {
                key: 'status',
                header: t('chatWeb.filters.status'),
                cell: (chat) => <ChatStatusBadge chat={chat} />,
              },
              {
                key: 'last',
                header: t('chatWeb.list.lastMessage'),
                cell: (chat) =>
                  chat.lastMessage
                    ? formatDateTime(chat.lastMessage.createdAt, i18n.language)
                    : t('chatWeb.list.noMessages'),
              },
              {
                key: 'open',
                header: '',
                actions: true,
                cell: (chat) => <Link to={`/messages/chat/${chat._id}`}>{t('chatWeb.list.open')}</Link>,
              },
            ]}
          />
        )}
      </ListResult>
    </section>
  );
}
