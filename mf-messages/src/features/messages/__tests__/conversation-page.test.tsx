import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colourPng, pngFile } from 'api-contract/test-images';
import type { ApiClient } from 'api-contract/client';
import { apiAs, holdCalls, stopTestApi, type HeldCalls } from 'shell/testing';
import { openMessages, shownTexts, theConversations, theMessages, writes } from './messages-helpers';

afterEach(stopTestApi);

/** Opens the conversation `setUp` made (its id), as the guest. */
async function openConversation(setUp: () => Promise<string>, options: { liveEvents?: boolean } = {}) {
  let conversationId = '';
  const rendered = await openMessages({
    ...options,
    setUp: async () => (conversationId = await setUp()),
    route: () => `/messages/${conversationId}`,
  });
  await theMessages();
  return { ...rendered, conversationId };
}

const unreadOnServer = async (conversationId: string) =>
  (await (await apiAs('guest')).getConversation({ conversationId })).conversation.unread;

test('a conversation names the others, shows its messages oldest first, and opening it reads them', async () => {
  const { conversationId } = await openConversation(async () => {
    const id = await writes('omarh', ['guest', 'priyanair'], 'First', 'Second, with @priyanair');
    await (await apiAs('priyanair')).sendMessage({ conversationId: id, body: { text: 'Third' } });
    return id;
  });
  expect(screen.getByRole('heading', { level: 1, name: /^(@omarh, @priyanair|@priyanair, @omarh)$/ })).toBeInTheDocument();
  expect(await shownTexts()).toEqual(['First', 'Second, with @priyanair', 'Third']);
  const list = await theMessages();
  // Each with its author, and its mentions linked as comments' are.
  expect(within(list).getAllByRole('link', { name: '@omarh' })[0]).toHaveAttribute('href', '/profile/omarh');
  expect(within(within(list).getAllByRole('listitem')[1]!).getByRole('link', { name: '@priyanair' })).toHaveAttribute(
    'href',
    '/profile/priyanair',
  );
  expect(document.title).toMatch(/^Conversation with @/);
  await waitFor(async () => expect(await unreadOnServer(conversationId)).toBe(0));
});

test('sending in a conversation adds the message at the bottom, marked as one’s own, and empties the composer', async () => {
  const { conversationId } = await openConversation(() => writes('priyanair', ['guest'], 'Hi guest'));
  const composer = screen.getByRole('form', { name: 'Write a message' });
  await userEvent.type(within(composer).getByLabelText('Message'), 'Hi Priya, with #coffee');
  await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));

  await waitFor(async () => expect(await shownTexts()).toEqual(['Hi guest', 'Hi Priya, with #coffee']));
  const mine = within(await theMessages()).getAllByRole('listitem')[1]!;
  expect(mine).toHaveClass('message--own');
  expect(within(mine).getByRole('link', { name: '#coffee' })).toHaveAttribute('href', '/tags/coffee');
  // One's own message has no menu to report it.
  expect(within(mine).queryByRole('button', { name: 'Message options' })).not.toBeInTheDocument();
  expect(within(composer).getByLabelText('Message')).toHaveValue('');
  const priya = await apiAs('priyanair');
  const { messages } = await priya.getMessages({ conversationId, query: {} });
  expect(messages[0]).toMatchObject({ text: 'Hi Priya, with #coffee', author: { username: 'guest' } });
});

test('a message refused (the other person blocked one meanwhile) shows the server’s words, and the text stays', async () => {
  await openConversation(() => writes('priyanair', ['guest'], 'Hi guest'));
  await act(async () => void (await (await apiAs('priyanair')).block({ userId: 'user-guest' })));
  const composer = screen.getByRole('form', { name: 'Write a message' });
  await userEvent.type(within(composer).getByLabelText('Message'), 'Still there?');
  await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));
  expect(await within(composer).findByRole('alert')).toHaveTextContent('@priyanair does not take messages from you.');
  expect(within(composer).getByLabelText('Message')).toHaveValue('Still there?');
});

/** Opens the guest's conversation with Priya with the app's `sendMessage` held: its id, and the hold. */
async function openWithSendsHeld(before: (conversationId: string) => void = () => undefined) {
  let held: HeldCalls | null = null;
  const { conversationId, unmount } = await openConversationWith(
    () => writes('priyanair', ['guest'], 'Hi guest'),
    (api, id) => {
      before(id);
      held = holdCalls(api, 'sendMessage');
    },
  );
  return { conversationId, unmount, held: held! };
}

async function openConversationWith(setUp: () => Promise<string>, before: (api: ApiClient, conversationId: string) => void) {
  let conversationId = '';
  const rendered = await openMessages({
    setUp: async () => (conversationId = await setUp()),
    route: () => `/messages/${conversationId}`,
    before: (api) => Promise.resolve(before(api, conversationId)),
  });
  await theMessages();
  return { ...rendered, conversationId };
}

const theComposer = () => screen.getByRole('form', { name: 'Write a message' });

test('while a message is being sent its words cannot change; once stored the box is empty for the next', async () => {
  const { held } = await openWithSendsHeld();
  const box = within(theComposer()).getByLabelText('Message');
  await userEvent.type(box, 'First');
  await userEvent.click(within(theComposer()).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(held.calls).toHaveBeenCalledTimes(1));
  expect(box).toHaveAttribute('readonly');
  await userEvent.type(box, ' and the address is 12 Long Road');
  expect(box).toHaveValue('First');
  held.release();
  await waitFor(async () => expect(await shownTexts()).toEqual(['Hi guest', 'First']));
  await waitFor(() => expect(box).toHaveValue(''));
  await userEvent.type(box, 'Next');
  expect(box).toHaveValue('Next');
});

test('a message whose send fails after one left the conversation is there on coming back, with why, to send again', async () => {
  const { held } = await openWithSendsHeld();
  await userEvent.type(within(theComposer()).getByLabelText('Message'), 'A long message I wrote carefully');
  await userEvent.click(within(theComposer()).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(held.calls).toHaveBeenCalledTimes(1));
  await userEvent.click(screen.getByRole('link', { name: 'All messages' }));
  const list = await theConversations();
  held.fail();
  await userEvent.click(within(list).getAllByRole('link')[0]!);
  await theMessages();
  expect(await within(theComposer()).findByRole('alert')).toHaveTextContent('Could not send your message.');
  expect(within(theComposer()).getByLabelText('Message')).toHaveValue('A long message I wrote carefully');
  expect(within(theComposer()).getByText('You have a draft.')).toBeInTheDocument();
});

test('back in the conversation before its send fails, the composer takes the words again, and keeps them', async () => {
  const { held, conversationId } = await openWithSendsHeld();
  await userEvent.type(within(theComposer()).getByLabelText('Message'), 'A long message I wrote carefully');
  await userEvent.click(within(theComposer()).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(held.calls).toHaveBeenCalledTimes(1));
  await userEvent.click(screen.getByRole('link', { name: 'All messages' }));
  await userEvent.click(within(await theConversations()).getAllByRole('link')[0]!);
  await theMessages();
  expect(within(theComposer()).getByLabelText('Message')).toHaveValue('');
  held.fail();
  expect(await within(theComposer()).findByRole('alert')).toHaveTextContent('Could not send your message.');
  expect(within(theComposer()).getByLabelText('Message')).toHaveValue('A long message I wrote carefully');
  expect(within(theComposer()).getByText('You have a draft.')).toBeInTheDocument();
  expect(localStorage.getItem(`social:draft:user-guest:message:${conversationId}`)).toContain('A long message I wrote carefully');
});

test('a message with a picture keeps its draft until the server has it (the page uploads the picture first), its picture as sent', async () => {
  const { held, conversationId } = await openWithSendsHeld();
  const key = `social:draft:user-guest:message:${conversationId}`;
  await userEvent.type(within(theComposer()).getByLabelText('Message'), 'With a picture');
  await userEvent.upload(within(theComposer()).getByLabelText('Image (optional)'), pngFile('sea.png', 'blue'));
  const description = await within(theComposer()).findByLabelText('Image description');
  await userEvent.type(description, 'The sea');
  await waitFor(() => expect(localStorage.getItem(key)).toContain('The sea'));
  await userEvent.click(within(theComposer()).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(held.calls).toHaveBeenCalledTimes(1));
  expect(description).toHaveAttribute('readonly');
  expect(within(theComposer()).getByLabelText('Image (optional)')).toBeDisabled();
  expect(within(theComposer()).getByRole('button', { name: 'Remove image' })).toBeDisabled();
  expect(localStorage.getItem(key)).toContain('With a picture');
  held.release();
  await waitFor(async () => expect(await shownTexts()).toEqual(['Hi guest', 'With a picture']));
  await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
});

test('words written in a conversation are there again after a reload; Discard draft forgets them, and a message sent leaves none', async () => {
  const first = await openWithSendsHeld();
  await userEvent.type(within(theComposer()).getByLabelText('Message'), 'Half a thought');
  const keyOf = (conversationId: string) => `social:draft:user-guest:message:${conversationId}`;
  await waitFor(() => expect(localStorage.getItem(keyOf(first.conversationId))).toContain('Half a thought'));
  first.unmount();
  const kept = localStorage.getItem(keyOf(first.conversationId))!;

  // The page opened again (a reload): this browser's storage as the last page left it.
  const again = await openWithSendsHeld((conversationId) => localStorage.setItem(keyOf(conversationId), kept));
  const key = keyOf(again.conversationId);
  expect(within(theComposer()).getByLabelText('Message')).toHaveValue('Half a thought');
  await userEvent.click(within(theComposer()).getByRole('button', { name: 'Discard draft' }));
  expect(within(theComposer()).getByLabelText('Message')).toHaveValue('');
  await waitFor(() => expect(localStorage.getItem(key)).toBeNull());

  await userEvent.type(within(theComposer()).getByLabelText('Message'), 'Sent at last');
  await userEvent.click(within(theComposer()).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(again.held.calls).toHaveBeenCalledTimes(1));
  // The conversation is left while its message is on its way (the request goes on without the
  // page): its draft went as it was sent, and nothing is left to send twice once it is stored.
  again.unmount();
  expect(localStorage.getItem(key)).toBeNull();
  again.held.release();
  await waitFor(async () =>
    expect((await (await apiAs('priyanair')).getMessages({ conversationId: again.conversationId, query: {} })).messages[0]?.text).toBe(
      'Sent at last',
    ),
  );
  expect(localStorage.getItem(key)).toBeNull();
});

test('a picture goes with a message, described; a picture alone is a message, and the list says so', async () => {
  const { conversationId } = await openConversation(() => writes('priyanair', ['guest'], 'Hi guest'));
  const composer = screen.getByRole('form', { name: 'Write a message' });
  await userEvent.type(within(composer).getByLabelText('Message'), 'Look');
  await userEvent.upload(within(composer).getByLabelText('Image (optional)'), pngFile('sea.png', 'blue'));
  expect(await within(composer).findByRole('img', { name: 'Preview of the chosen file' })).toBeInTheDocument();
  await userEvent.type(within(composer).getByLabelText('Image description'), 'The sea at noon');
  await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));

  const sent = await within(await theMessages()).findByRole('img', { name: 'The sea at noon' });
  expect(sent.closest('li')).toHaveClass('message--own');
  expect(within(composer).queryByRole('img')).not.toBeInTheDocument();
  expect(within(composer).getByLabelText('Message')).toHaveValue('');

  // A picture without words is a message too; words without anything is not.
  await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));
  expect(within(composer).getByText('Message is required.')).toBeInTheDocument();
  await userEvent.upload(within(composer).getByLabelText('Image (optional)'), pngFile('sand.png', 'yellow'));
  await within(composer).findByRole('img', { name: 'Preview of the chosen file' });
  await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));
  // Its writer gave no description: a screen reader still hears of it, and that it is not described.
  expect(await within(await theMessages()).findByRole('img', { name: 'No description given' })).toBeInTheDocument();

  const { messages } = await (await apiAs('priyanair')).getMessages({ conversationId, query: {} });
  expect(messages.map((message) => [message.text, message.image?.alt])).toEqual([
    ['', ''],
    ['Look', 'The sea at noon'],
    ['Hi guest', undefined],
  ]);
  await userEvent.click(screen.getByRole('link', { name: /All messages/ }));
  expect(within(await theConversations()).getByText('Sent an image')).toBeInTheDocument();
});

test('a picture refused with its message stays in the composer, and its upload does not stay on the server', async () => {
  await openConversation(() => writes('priyanair', ['guest'], 'Hi guest'));
  await act(async () => void (await (await apiAs('priyanair')).block({ userId: 'user-guest' })));
  const composer = screen.getByRole('form', { name: 'Write a message' });
  await userEvent.upload(within(composer).getByLabelText('Image (optional)'), pngFile('sea.png', 'blue'));
  await within(composer).findByRole('img', { name: 'Preview of the chosen file' });
  await userEvent.click(within(composer).getByRole('button', { name: 'Send' }));
  expect(await within(composer).findByRole('alert')).toHaveTextContent('@priyanair does not take messages from you.');
  expect(within(composer).getByRole('img', { name: 'Preview of the chosen file' })).toBeInTheDocument();
  // The upload was thrown away: throwing it away again finds nothing.
  const guest = await apiAs('guest');
  const { media } = await guest.uploadMedia({ body: { img: colourPng.blue } });
  await guest.deleteMedia({ mediaId: media.id });
  await expect(guest.deleteMedia({ mediaId: media.id })).rejects.toMatchObject({ status: 404 });
});

test('leaving asks first; once confirmed, the conversation leaves the list', async () => {
  const { conversationId } = await openConversation(() => writes('priyanair', ['guest'], 'Hi guest'));
  await userEvent.click(screen.getByRole('button', { name: 'Leave conversation' }));
  const dialog = screen.getByRole('dialog', { name: 'Leave this conversation?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '@priyanair' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Leave conversation' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Leave this conversation?' })).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
  await expect((await apiAs('guest')).getConversation({ conversationId })).rejects.toMatchObject({ code: 'conversation.not_found' });
});

test('someone else’s message can be reported, through the shell’s report dialog', async () => {
  await openConversation(() => writes('priyanair', ['guest'], 'Buy my stuff'));
  const message = within(await theMessages()).getByRole('listitem');
  await userEvent.click(within(message).getByRole('button', { name: 'Message options' }));
  await userEvent.click(within(message).getByRole('button', { name: 'Report message' }));
  const dialog = screen.getByRole('dialog', { name: 'Report message' });
  await userEvent.click(within(dialog).getByLabelText('Spam'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(screen.getByRole('dialog')).findByText('Thanks for your report. A moderator will look at it.')).toBeInTheDocument();
});

test('a conversation one is not in is not found', async () => {
  await openMessages({ route: '/messages/no-such-conversation' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Conversation not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
});

test('earlier messages come a page at a time, above the ones shown', async () => {
  const texts = Array.from({ length: 25 }, (_, index) => `Message ${index + 1}`);
  await openConversation(() => writes('omarh', ['guest'], ...texts));
  expect((await shownTexts()).length).toBeLessThan(25);
  expect((await shownTexts()).at(-1)).toBe('Message 25');
  while (screen.queryByRole('button', { name: 'Show earlier messages' })) {
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Loading earlier messages…' })).not.toBeInTheDocument());
  }
  expect(await shownTexts()).toEqual(texts);
});

test('while a conversation is open, a new message shows without a reload, and is read at once', async () => {
  const { conversationId } = await openConversation(() => writes('priyanair', ['guest'], 'Hi guest'), { liveEvents: true });
  await waitFor(async () => expect(await unreadOnServer(conversationId)).toBe(0));
  await act(async () => void (await (await apiAs('priyanair')).sendMessage({ conversationId, body: { text: 'Are you there?' } })));
  await waitFor(async () => expect(await shownTexts()).toEqual(['Hi guest', 'Are you there?']));
  await waitFor(async () => expect(await unreadOnServer(conversationId)).toBe(0));
});

test('the list’s unread count clears once the conversation is read', async () => {
  const { conversationId } = await openConversation(() => writes('priyanair', ['guest'], 'Hi guest', 'Hello?'));
  await waitFor(async () => expect(await unreadOnServer(conversationId)).toBe(0));
  await userEvent.click(screen.getByRole('link', { name: 'All messages' }));
  const link = await within(await theConversations()).findByRole('link', { name: /@priyanair/ });
  expect(link).toHaveTextContent('Hello?');
  expect(link).not.toHaveTextContent('unread');
});
