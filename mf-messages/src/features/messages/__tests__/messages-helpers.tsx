import { screen, within } from '@testing-library/react';
import { apiAs, renderApp, type RenderAppOptions } from 'shell/testing';
import { Route, Routes } from 'shell/router';
import { messagesModule } from '../../../messages-module';
import { ConversationPage, MessagesPage } from '..';

/** The two screens as the shell routes to them. */
const routes = (
  <Routes>
    <Route path="/messages" element={<MessagesPage />} />
    <Route path="/messages/:conversationId" element={<ConversationPage />} />
  </Routes>
);

export type OpenOptions = Pick<RenderAppOptions, 'before' | 'liveEvents' | 'language'> & {
  /** Where to start: `/messages` unless given (a function when only `setUp` can say it). */
  route?: string | (() => string);
  /** What others did before the guest opens the screen (the seed's people, on their own clients). */
  setUp?: () => Promise<unknown>;
};

/** Opens the messages' screens as the guest, at `route`. */
export const openMessages = ({ setUp, route = '/messages', ...options }: OpenOptions = {}) =>
  renderApp(routes, { route, modules: [messagesModule], beforeSignIn: async () => void (await setUp?.()), ...options });

/** `username` (one of the seed's people) writes to `to` on their own client: the conversation's id. */
export async function writes(username: string, to: string[], ...texts: string[]): Promise<string> {
  const client = await apiAs(username);
  const [first = 'Hello', ...rest] = texts;
  const { conversation } = await client.startConversation({ body: { to, text: first } });
  for (const text of rest) await client.sendMessage({ conversationId: conversation._id, body: { text } });
  return conversation._id;
}

export const theConversations = () => screen.findByRole('list', { name: 'Conversations' });
export const theMessages = () => screen.findByRole('list', { name: 'Messages' });
/** The texts of the conversation's messages, top to bottom. */
export const shownTexts = async () =>
  within(await theMessages())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.message__text')?.textContent);
