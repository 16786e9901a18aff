import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'api-contract/api-error';
import { apiAs, renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../feed-module';
import { HomePage } from '../feed';

afterEach(stopTestApi);

const openAgain = async () => {
  await userEvent.click(screen.getByRole('button', { name: '+ New post' }));
  return await screen.findByRole('dialog', { name: 'New Post' });
};

async function openEditor() {
  await renderApp(<HomePage />, { modules: [feedModule] });
  await screen.findByRole('list', { name: 'Your feed' });
  await userEvent.click(screen.getByRole('button', { name: '+ New post' }));
  return await screen.findByRole('dialog', { name: 'New Post' });
}

test('a new post is published, the dialog closes at once, and the post leads the feed', async () => {
  const dialog = await openEditor();
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Fresh bread');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'Sourdough attempt number four.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  const feed = screen.getByRole('list', { name: 'Your feed' });
  expect(within(feed).getAllByRole('heading')[0]).toHaveTextContent('Fresh bread');
});

test('empty fields and text over the limits are refused with words, before the server is asked', async () => {
  const dialog = await openEditor();
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(within(dialog).getByText('Caption is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('Content is required.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'x'.repeat(101));
  expect(within(dialog).getByText('Caption must be at most 100 characters (1 too many).')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByRole('dialog', { name: 'New Post' })).toBeInTheDocument();
  expect(screen.queryByText('Post Uploded!')).not.toBeInTheDocument();
});

test('a file that is not an image is refused with a message', async () => {
  const dialog = await openEditor();
  const notAnImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  await userEvent.upload(within(dialog).getByLabelText('Images (optional, up to 4)'), notAnImage, { applyAccept: false });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF or WebP image.');
});

test('an image is previewed and can be removed before posting', async () => {
  const dialog = await openEditor();
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'dot.png', { type: 'image/png' });
  await userEvent.upload(within(dialog).getByLabelText('Images (optional, up to 4)'), png);
  expect(await within(dialog).findByRole('img', { name: 'Preview 1' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
  expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
});

test('Escape closes the dialog', async () => {
  await openEditor();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a text file renamed .png is refused before anything is sent', async () => {
  const dialog = await openEditor();
  const renamed = new File(['just some text'], 'photo.png', { type: 'image/png' });
  await userEvent.upload(within(dialog).getByLabelText('Images (optional, up to 4)'), renamed);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is not a valid image file.');
  expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
});

test('an image over 1 MB is refused with the limit in words', async () => {
  const dialog = await openEditor();
  const big = new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
  await userEvent.upload(within(dialog).getByLabelText('Images (optional, up to 4)'), big);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The image must be at most 1 MB.');
});

test('a caption of only invisible characters is refused like an empty one, in the contract’s words', async () => {
  const dialog = await openEditor();
  await userEvent.type(within(dialog).getByLabelText('Caption'), '\u200b\u200b');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'Something to say');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(within(dialog).getByText('Caption is required.')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'New Post' })).toBeInTheDocument();
});

test('the caption and the content suggest people as one types @, and the published post links them', async () => {
  const dialog = await openEditor();
  const caption = within(dialog).getByRole('combobox', { name: 'Caption' });
  await userEvent.type(caption, 'With @len');
  await userEvent.click(await within(dialog).findByRole('option', { name: /lenaf/ }));
  expect(caption).toHaveValue('With @lenaf ');
  const content = within(dialog).getByRole('combobox', { name: 'Content' });
  await userEvent.type(content, 'Paddling with @pri');
  expect(await within(dialog).findByRole('option', { name: /priyanair/ })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');
  // Enter chose the name; it did not send the form.
  expect(await screen.findByRole('dialog', { name: 'New Post' })).toBeInTheDocument();
  await userEvent.type(content, 'on the #lake');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();

  const card = within(screen.getByRole('list', { name: 'Your feed' })).getByRole('article', { name: 'With @lenaf' });
  expect(within(card).getByRole('link', { name: '@lenaf' })).toHaveAttribute('href', '/profile/lenaf');
  expect(within(card).getByRole('link', { name: '@priyanair' })).toHaveAttribute('href', '/profile/priyanair');
  expect(within(card).getByRole('link', { name: '#lake' })).toHaveAttribute('href', '/tags/lake');
  expect(within(card).getByText(/Paddling with/)).toHaveTextContent('Paddling with @priyanair on the #lake');
});

test('what was typed is kept when the editor closes, and comes back with "You have a draft" when it opens again', async () => {
  let dialog = await openEditor();
  expect(within(dialog).queryByText('You have a draft.')).not.toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Half a thought');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'To be contin');
  await userEvent.keyboard('{Escape}');
  // The dialog is gone with its state: only the kept draft can bring the words back.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  dialog = await openAgain();
  expect(within(dialog).getByRole('status')).toHaveTextContent('You have a draft.');
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('Half a thought');
  expect(within(dialog).getByLabelText('Content')).toHaveValue('To be contin');
});

test('Discard draft empties the editor and forgets the draft', async () => {
  let dialog = await openEditor();
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Never mind');
  await userEvent.keyboard('{Escape}');
  dialog = await openAgain();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('');
  expect(within(dialog).queryByText('You have a draft.')).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  dialog = await openAgain();
  expect(within(dialog).queryByText('You have a draft.')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('');
});

test('a post the server has leaves no draft behind', async () => {
  let dialog = await openEditor();
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Posted');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'And gone from the drafts.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  dialog = await openAgain();
  expect(within(dialog).queryByText('You have a draft.')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('');
});

/** The home screen with the app's `createPost` calls held until `release()`, each then sent or refused as the network fails. */
async function openHomeWithPostsHeld() {
  let end: (refused: boolean) => void = () => undefined;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  await renderApp(<HomePage />, {
    modules: [feedModule],
    before: (api) => {
      const send = api.createPost;
      jest.spyOn(api, 'createPost').mockImplementation(async (args) => {
        if (await ended) throw new ApiError(0, 'network.unreachable', 'Could not reach the server.');
        return send(args);
      });
      return Promise.resolve();
    },
  });
  await screen.findByRole('list', { name: 'Your feed' });
  return { release: () => end(false), refuse: () => end(true) };
}

async function sendPost(caption: string, content: string) {
  const dialog = await openAgain();
  await userEvent.type(within(dialog).getByLabelText('Caption'), caption);
  await userEvent.type(within(dialog).getByLabelText('Content'), content);
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
}

test('New post opened while the last post is on its way waits for it, then starts empty once the server has it', async () => {
  const held = await openHomeWithPostsHeld();
  await sendPost('First', 'First body');
  const dialog = await openAgain();
  expect(within(dialog).getByRole('status')).toHaveTextContent('Your last post is still being sent…');
  expect(within(dialog).queryByLabelText('Caption')).not.toBeInTheDocument();
  held.release();
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  const editor = await screen.findByRole('dialog', { name: 'New Post' });
  expect(await within(editor).findByLabelText('Caption')).toHaveValue('');
  expect(within(editor).queryByText('You have a draft.')).not.toBeInTheDocument();
});

test('New post opened while the last post is on its way shows it as a draft, to send again, when it is refused', async () => {
  const held = await openHomeWithPostsHeld();
  await sendPost('First', 'First body');
  await openAgain();
  held.refuse();
  expect(await screen.findByLabelText('Caption')).toHaveValue('First');
  const editor = screen.getByRole('dialog', { name: 'New Post' });
  expect(within(editor).getByLabelText('Content')).toHaveValue('First body');
  expect(within(editor).getByText('You have a draft.')).toBeInTheDocument();
});

test('a post on its way is no longer a draft: a reload before the answer offers nothing to post twice', async () => {
  const held = await openHomeWithPostsHeld();
  await sendPost('First', 'First body');
  // Sent with keepalive, it reaches the server even if the page goes now; its draft went as it was sent.
  expect(localStorage.getItem('social:draft:user-guest:post:new')).toBeNull();
  held.release();
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  expect(localStorage.getItem('social:draft:user-guest:post:new')).toBeNull();
});

test('what was typed just before the page goes (a reload, a closed tab) is kept, without waiting for typing to pause', async () => {
  const dialog = await openEditor();
  await userEvent.click(within(dialog).getByLabelText('Caption'));
  await userEvent.paste('Half a thought');
  window.dispatchEvent(new Event('pagehide'));
  const kept = Object.keys(localStorage)
    .filter((key) => key.startsWith('social:draft:'))
    .map((key) => localStorage.getItem(key));
  expect(kept).toEqual([expect.stringContaining('Half a thought')]);
});

test("a post is written in the interface's language unless the editor says another, and keeps the one chosen", async () => {
  const dialog = await openEditor();
  const language = within(dialog).getByRole('combobox', { name: 'Language of the post' });
  expect(language).toHaveValue('en');
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Pan recién hecho');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'Cuarto intento de masa madre.');
  await userEvent.selectOptions(language, 'Español');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  const { posts } = await (await apiAs('guest')).getUserPosts({ username: 'guest' });
  expect(posts.find((post) => post.caption === 'Pan recién hecho')?.language).toBe('es');
});

test('in Spanish, the editor starts on Spanish', async () => {
  await renderApp(<HomePage />, { modules: [feedModule], language: 'es' });
  await userEvent.click(await screen.findByRole('button', { name: '+ Nueva publicación' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva publicación' });
  expect(within(dialog).getByRole('combobox', { name: 'Idioma de la publicación' })).toHaveValue('es');
});

/** A profile's "Mention privately", as another remote opens it: mf-feed's editor, from what its module exposes. */
function MentionOmarPrivately() {
  const [writing, setWriting] = useState(false);
  const Editor = feedModule.components.PostEditor;
  if (!Editor) return null;
  return (
    <>
      <button type="button" onClick={() => setWriting(true)}>
        Mention omarh privately
      </button>
      {writing && <Editor privatelyTo="omarh" onClose={() => setWriting(false)} />}
    </>
  );
}

test('a private mention starts with the mention, for only the people mentioned, and keeps its draft apart from a new post’s', async () => {
  await renderApp(
    <>
      <HomePage />
      <MentionOmarPrivately />
    </>,
    { modules: [feedModule] },
  );
  await screen.findByRole('list', { name: 'Your feed' });
  const mentionPrivately = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Mention omarh privately' }));
    return screen.findByRole('dialog', { name: 'New Post' });
  };
  const shown = (dialog: HTMLElement) => [
    within(dialog).getByLabelText<HTMLTextAreaElement>('Content').value,
    within(dialog).getByLabelText<HTMLSelectElement>('Who can see it').value,
    within(dialog).queryByText('You have a draft.') !== null,
  ];
  // Opened and left untouched, it leaves no draft behind.
  expect(shown(await mentionPrivately())).toEqual(['@omarh ', 'mentioned', false]);
  await userEvent.keyboard('{Escape}');
  expect(shown(await openAgain())).toEqual(['', 'public', false]);
  // A new post being written and the private mention each keep their own draft.
  await userEvent.type(within(screen.getByRole('dialog')).getByLabelText('Content'), 'Lunch?');
  await userEvent.keyboard('{Escape}');
  let dialog = await mentionPrivately();
  expect(shown(dialog)).toEqual(['@omarh ', 'mentioned', false]);
  await userEvent.type(within(dialog).getByLabelText('Content'), 'tomorrow?');
  await userEvent.keyboard('{Escape}');
  expect(shown(await mentionPrivately())).toEqual(['@omarh tomorrow?', 'mentioned', true]);
  await userEvent.keyboard('{Escape}');
  expect(shown(await openAgain())).toEqual(['Lunch?', 'public', true]);
  await userEvent.keyboard('{Escape}');
  // Sent, the private mention's draft goes; the new post's stays.
  dialog = await mentionPrivately();
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Quick one');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  expect(shown(await mentionPrivately())).toEqual(['@omarh ', 'mentioned', false]);
  await userEvent.keyboard('{Escape}');
  expect(shown(await openAgain())).toEqual(['Lunch?', 'public', true]);
});
