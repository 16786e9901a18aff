import { t } from '@lingui/core/macro';
import type { Conversation } from 'api-contract/entities';

/**
 * Who else is in a conversation, by username: "@priyanair", "@priyanair, @omarh". Usernames are
 * never translated; "Only you" once everyone else has left.
 */
export function othersNames({ others }: Pick<Conversation, 'others'>): string {
  return others.length === 0 ? t`Only you` : others.map((person) => `@${person.username}`).join(', ');
}
