import type { Conversation } from 'api-contract/entities';
import { othersNames } from '../store/conversation-words';

/** Who else is in a conversation ("@priyanair, @omarh"), marked as people's own names (never translated). */
export function OthersNames({ conversation }: { conversation: Pick<Conversation, 'others'> }) {
  const names = othersNames(conversation);
  return conversation.others.length === 0 ? names : <span dir="auto">{names}</span>;
}
