import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PagedListView } from 'shell/paged-list-view';
import { fetchConversations } from '../store/message-actions';
import { selectConversationList } from '../store/conversations-slice';
import { ConversationItem } from './conversation-item';

/** One's conversations, the one with the latest message first, a page at a time with "Show more". */
export function ConversationList() {
  const dispatch = useDispatch();
  const list = useSelector(selectConversationList);
  const load = useCallback((cursor: string | null) => dispatch(fetchConversations.request({ cursor })), [dispatch]);
  return (
    <PagedListView list={list} label={t`your conversations`} empty={t`No conversations yet.`} onLoad={load}>
      <ul className="conversations" aria-label={t`Conversations`}>
        {list.ids.map((id) => (
          <ConversationItem key={id} conversationId={id} />
        ))}
      </ul>
    </PagedListView>
  );
}
