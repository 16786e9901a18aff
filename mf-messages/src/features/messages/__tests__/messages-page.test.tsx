import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pngFile } from 'api-contract/test-images';
import { apiAs, holdCalls, stopTestApi, type HeldCalls } from 'shell/testing';
import { openMessages, shownTexts, theConversations, theMessages, writes } from './messages-helpers';

afterEach(stopTestApi);

test('the list shows each conversation: who else is in it, its latest message, and how many are unread', async () => {
  await openMessages({
    setUp: async () => {
      await writes('priyanair', ['guest'], 'Hi guest', 'Are you there?');
      await writes('omarh', ['guest', 'priyanair'], 'Hello both');
    },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  const list = await theConversations();
  const links = within(list).getAllByRole('link');
  // The one with the latest message first.
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveTextContent(/@omarh, @priyanair|@priyanair, @omarh/);
  expect(links[0]).toHaveTextContent('Hello both');
  expect(links[0]).toHaveTextContent('1 unread');
  expect(links[1]).toHaveTextContent('@priyanair');
  expect(links[1]).toHaveTextContent('Are you there?');
  expect(links[1]).not.toHaveTextContent('Hi guest');
  expect(links[1]).toHaveTextContent('2 unread');
  expect(links[1]).toHaveAttribute('href', expect.stringMatching(/^\/messages\/.+/));
});

test('someone who has written to nobody is told so', async () => {
  await openMessages();
  expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
});

test('a new message opens its conversation, with the message in it; the list has it on the way back', async () => {
  const { appStore } = await openMessages();
  await userEvent.type(screen.getByLabelText('To'), '@priyanair, ');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello Priya');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByRole('heading', { level: 1, name: '@priyanair' })).toBeInTheDocument();
  expect(await shownTexts()).toEqual(['Hello Priya']);
  const priya = await apiAs('priyanair');
  expect((await priya.getConversations({ query: {} })).conversations[0]).toMatchObject({ unread: 1, lastMessage: { text: 'Hello Priya' } });

  await userEvent.click(screen.getByRole('link', { name: 'All messages' }));
  expect(await within(await theConversations()).findByRole('link', { name: /@priyanair/ })).toHaveTextContent('Hello Priya');
  expect(appStore.store.getState()).toBeDefined();
});

test('writing to people one already has a conversation with goes on in it', async () => {
  let conversationId = '';
  await openMessages({ setUp: async () => (conversationId = await writes('priyanair', ['guest'], 'Hi guest')) });
  await userEvent.type(screen.getByLabelText('To'), 'priyanair');
  await userEvent.type(screen.getByLabelText('Message'), 'Hi back');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('heading', { level: 1, name: '@priyanair' })).toBeInTheDocument();
  await waitFor(async () => expect(await shownTexts()).toEqual(['Hi guest', 'Hi back']));
  const guest = await apiAs('guest');
  expect((await guest.getConversations({ query: {} })).conversations.map((conversation) => conversation._id)).toEqual([conversationId]);
});

test('a refusal shows the server’s words, and the message stays to send again', async () => {
  await openMessages({ setUp: async () => (await apiAs('omarh')).editProfile({ body: { messagesFrom: 'nobody' } }) });
  await userEvent.type(screen.getByLabelText('To'), 'nobody_here');
  await userEvent.type(screen.getByLabelText('Message'), 'Anyone?');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No user named "nobody_here" exists.');
  expect(screen.getByLabelText('Message')).toHaveValue('Anyone?');

  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), '@omarh');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('@omarh does not take messages from you.'));
  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
});

test('the form says what is missing before anything is sent', async () => {
  await openMessages();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('Name at least one person to write to.')).toBeInTheDocument();
  expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('someone of another server is not written to here: the form says where to write to them, before anything is sent', async () => {
  await openMessages();
  await userEvent.type(screen.getByLabelText('To'), 'priyanair @bob@peer.example');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello both');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(
    screen.getByText(
      "Name members by their username alone: messages reach only this community's members. Write to someone on another server in a post that only the people you mention see (Mention privately, on their profile).",
    ),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  expect((await (await apiAs('priyanair')).getConversations({ query: {} })).conversations).toEqual([]);
});

test('the message counts down to its limit, and says at once when it goes over', async () => {
  await openMessages();
  expect(screen.getByText('280 characters left')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Message'), 'Hello');
  expect(screen.getByText('275 characters left')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Message'), 'x'.repeat(280));
  expect(screen.getByText('Message must be at most 280 characters (5 too many).')).toBeInTheDocument();
  expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
});

test('a profile’s link (?to=username) starts the message to that person', async () => {
  await openMessages({ route: '/messages?to=kenjisato' });
  expect(screen.getByLabelText('To')).toHaveValue('kenjisato');
  await userEvent.type(screen.getByLabelText('Message'), 'Saw your post');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('heading', { level: 1, name: '@kenjisato' })).toBeInTheDocument();
  expect(within(await theMessages()).getByText('Saw your post')).toBeInTheDocument();
});

const newMessageDraft = () => localStorage.getItem('social:draft:user-guest:new-message');

test('a new message is kept as a draft across a reload, until thrown away', async () => {
  const first = await openMessages({ route: '/messages?to=kenjisato' });
  await userEvent.type(screen.getByLabelText('To'), ' lenaf');
  await userEvent.type(screen.getByLabelText('Message'), 'Half a thought');
  await waitFor(() => expect(newMessageDraft()).toContain('Half a thought'));
  const kept = newMessageDraft()!;
  first.unmount();

  // The page opened again (a reload): this browser's storage as the last page left it.
  await openMessages({ before: () => Promise.resolve(localStorage.setItem('social:draft:user-guest:new-message', kept)) });
  expect(screen.getByText('You have a draft.')).toBeInTheDocument();
  expect(screen.getByLabelText('To')).toHaveValue('kenjisato lenaf');
  expect(screen.getByLabelText('Message')).toHaveValue('Half a thought');
  await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
  expect(screen.getByLabelText('To')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
  await waitFor(() => expect(newMessageDraft()).toBeNull());
});

test('opened for someone else, the form offers the draft still; thrown away, it writes to them', async () => {
  const kept = JSON.stringify({ to: 'kenjisato', text: 'For Kenji', image: null });
  await openMessages({
    route: '/messages?to=omarh',
    before: () => Promise.resolve(localStorage.setItem('social:draft:user-guest:new-message', kept)),
  });
  expect(screen.getByText('You have a draft.')).toBeInTheDocument();
  expect(screen.getByLabelText('To')).toHaveValue('kenjisato');
  expect(screen.getByLabelText('Message')).toHaveValue('For Kenji');
  await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
  expect(screen.getByLabelText('To')).toHaveValue('omarh');
  expect(screen.getByLabelText('Message')).toHaveValue('');
});

test('while a new message is being sent nothing in it changes, and once sent no draft is left', async () => {
  let held: HeldCalls | null = null;
  await openMessages({
    route: '/messages?to=priyanair',
    before: (api) => Promise.resolve(void (held = holdCalls(api, 'startConversation'))),
  });
  await userEvent.type(screen.getByLabelText('Message'), 'Hello Priya');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(held!.calls).toHaveBeenCalledTimes(1));
  expect(screen.getByLabelText('To')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Message')).toHaveAttribute('readonly');
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  // Gone as it was sent: a reload while it is on its way leaves nothing to send twice.
  expect(newMessageDraft()).toBeNull();
  held!.release();
  expect(await screen.findByRole('heading', { level: 1, name: '@priyanair' })).toBeInTheDocument();
  expect(newMessageDraft()).toBeNull();
});

/**
 * The guest writes to Priya from the New message form (`write`: the words below), its start held,
 * and opens the conversation with Omar while it is on its way: the hold.
 */
async function sendToPriyaThenOpenOmar(write = () => userEvent.type(screen.getByLabelText('Message'), 'A long message I wrote carefully')) {
  let held: HeldCalls | null = null;
  await openMessages({
    route: '/messages?to=priyanair',
    setUp: () => writes('omarh', ['guest'], 'Hi guest'),
    before: (api) => Promise.resolve(void (held = holdCalls(api, 'startConversation'))),
  });
  await write();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(held!.calls).toHaveBeenCalledTimes(1));
  await userEvent.click(within(await theConversations()).getByRole('link', { name: /@omarh/ }));
  return held!;
}

test('a new message that fails after one has left its form comes back there, with why', async () => {
  const held = await sendToPriyaThenOpenOmar();
  await theMessages();
  held.fail();
  await waitFor(() => expect(newMessageDraft()).toContain('A long message I wrote carefully'));
  await userEvent.click(screen.getByRole('link', { name: 'All messages' }));
  await userEvent.click(within(await theConversations()).getByRole('link', { name: /@omarh/ }));
  await userEvent.click(await screen.findByRole('link', { name: 'All messages' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your message.');
  expect(screen.getByLabelText('Message')).toHaveValue('A long message I wrote carefully');
  expect(screen.getByText('You have a draft.')).toBeInTheDocument();
  // Thrown away, it was the words the refusal was about.
  await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('back on the form before its send fails, the empty form takes the words again', async () => {
  const held = await sendToPriyaThenOpenOmar();
  await userEvent.click(await screen.findByRole('link', { name: 'All messages' }));
  expect(screen.getByLabelText('Message')).toHaveValue('');
  held.fail();
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your message.');
  expect(screen.getByLabelText('Message')).toHaveValue('A long message I wrote carefully');
  expect(screen.getByText('You have a draft.')).toBeInTheDocument();
});

test('a message with a picture stored after one came back to its form leaves the form empty, with nothing to send twice', async () => {
  const held = await sendToPriyaThenOpenOmar(async () => {
    await userEvent.type(screen.getByLabelText('Message'), 'With a picture');
    await userEvent.upload(screen.getByLabelText('Image (optional)'), pngFile('sea.png', 'blue'));
    await userEvent.type(await screen.findByLabelText('Image description'), 'The sea');
  });
  await userEvent.click(await screen.findByRole('link', { name: 'All messages' }));
  // Its draft is kept until the server has it: the form opens on it, and waits.
  expect(screen.getByLabelText('Message')).toHaveValue('With a picture');
  held.release();
  await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  expect(screen.queryByRole('img', { name: 'Preview of the chosen file' })).not.toBeInTheDocument();
  expect(screen.queryByText('You have a draft.')).not.toBeInTheDocument();
  await waitFor(() => expect(newMessageDraft()).toBeNull());
  expect(held.calls).toHaveBeenCalledTimes(1);
});

test('a message with a picture sent straight after its last keystroke leaves no draft once stored', async () => {
  await openMessages({ route: '/messages?to=priyanair' });
  await userEvent.upload(screen.getByLabelText('Image (optional)'), pngFile('sea.png', 'blue'));
  await userEvent.type(await screen.findByLabelText('Image description'), 'The sea');
  await userEvent.type(screen.getByLabelText('Message'), 'Sent at once');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('heading', { level: 1, name: '@priyanair' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('link', { name: 'All messages' }));
  expect(screen.getByLabelText('Message')).toHaveValue('');
  expect(screen.queryByText('You have a draft.')).not.toBeInTheDocument();
  expect(newMessageDraft()).toBeNull();
});

test('while the list is open, a new conversation shows without a reload', async () => {
  await openMessages({ liveEvents: true });
  expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
  await writes('lenaf', ['guest'], 'Welcome!');
  const lena = await within(await theConversations()).findByRole('link', { name: /@lenaf/ });
  expect(lena).toHaveTextContent('Welcome!');
  expect(lena).toHaveTextContent('1 unread');
});

test('the screen reads in Spanish', async () => {
  await openMessages({ language: 'es', setUp: () => writes('priyanair', ['guest'], 'Hola', 'Qué tal') });
  expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Mensaje nuevo' })).toBeInTheDocument();
  expect(screen.getByLabelText('Para')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Conversaciones' });
  expect(within(list).getByRole('link', { name: /@priyanair/ })).toHaveTextContent('2 sin leer');
});
