import { CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { realtime } from '@fachwerk/web/data-access';
import { useChatUnreadCountQuery } from '@fachwerk/web/data-access/api/chat';
import { useEffect } from 'react';

/**
 * The badge beside "Nachrichten" in the side menu; nothing at zero. The count (`chatUnreadCount` of
 * the chat api) is kept live by the socket and fetched again on every reconnect. A chunk of its own,
 * loaded with the socket.
 */
export default function ChatUnreadBadge() {
  const query = useChatUnreadCountQuery();
  const { refetch } = query;
  useEffect(() => realtime.on('connect', () => void refetch()), [refetch]);
  const count = query.data?.total ?? 0;
  if (count <= 0) return null;
  return (
    <span className="fw-menu__badge" data-testid={CHAT_TEST_IDS.menuBadge} data-unread={count}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
