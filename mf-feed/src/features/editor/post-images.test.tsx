import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from 'api-contract/client';
import { ApiError } from 'api-contract/api-error';
import { draftKey } from 'shell/drafts';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../feed-module';
import { colourPng, pngFile } from 'api-contract/test-images';
import { HomePage } from '../feed';
import { postDraftSubject } from '../posts';

afterEach(stopTestApi);

const imagesLabel = 'Images (optional, up to 4)';
const reminder = 'Add a description so people using screen readers know what it shows.';

/** The home page with the New Post dialog open; `before` sees the app's API client first (to watch its calls). */
async function openEditor(before?: (api: ApiClient) => void) {
  await renderApp(<HomePage />, {
    modules: [feedModule],
    before: (api) => {
      before?.(api);
      return Promise.resolve();
    },
  });
  await screen.findByRole('list', { name: 'Your feed' });
  return openAgain();
}

async function openAgain() {
  await userEvent.click(screen.getByRole('button', { name: '+ New post' }));
  return await screen.findByRole('dialog', { name: 'New Post' });
}

/** Waits until every chosen image is read and uploaded: the send button is itself again. */
const uploadsDone = (dialog: HTMLElement) => within(dialog).findByRole('button', { name: 'add post' });

/** The editor open, its caption and content typed and red, green and blue chosen (still uploading); its call to create the post watched. */
async function chooseThreeColours(caption: string, content: string) {
  const watched: { createPost?: jest.SpiedFunction<ApiClient['createPost']> } = {};
  const dialog = await openEditor((api) => {
    watched.createPost = jest.spyOn(api, 'createPost');
  });
  await userEvent.type(within(dialog).getByLabelText('Caption'), caption);
  await userEvent.type(within(dialog).getByLabelText('Content'), content);
  await userEvent.upload(within(dialog).getByLabelText(imagesLabel), [
    pngFile('red.png', 'red'),
    pngFile('green.png', 'green'),
    pngFile('blue.png', 'blue'),
  ]);
  return { dialog, createPost: watched.createPost };
}

test('a post with three images and their descriptions shows them on its card, in order, with those descriptions', async () => {
  const { dialog, createPost } = await chooseThreeColours('Three colours', 'Red, green and blue.');
  expect(await within(dialog).findByRole('img', { name: 'Preview 3' })).toBeInTheDocument();
  await uploadsDone(dialog);
  await userEvent.type(within(dialog).getByLabelText('Description of image 1'), 'A red square');
  await userEvent.type(within(dialog).getByLabelText('Description of image 2'), 'A green square');
  await userEvent.type(within(dialog).getByLabelText('Description of image 3'), 'A blue square');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();

  // The post named its uploads and their descriptions; `img` (the spec's one picture) said none.
  const postData = createPost?.mock.calls[0]?.[0].body;
  expect(postData?.img).toBe('');
  expect(postData?.images?.map((image) => image.alt)).toEqual(['A red square', 'A green square', 'A blue square']);
  const card = within(screen.getByRole('list', { name: 'Your feed' })).getByRole('article', { name: 'Three colours' });
  expect(
    within(card)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['A red square', 'A green square', 'A blue square']);
  expect(within(card).getByRole('button', { name: 'Open image 3 of 3' })).toBeInTheDocument();
});

test('a fifth image is refused with the reason before anything is sent, and the four chosen are kept with what was typed', async () => {
  let uploads: jest.SpiedFunction<ApiClient['uploadMedia']> | undefined;
  const dialog = await openEditor((api) => {
    uploads = jest.spyOn(api, 'uploadMedia');
  });
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Four at most');
  const input = within(dialog).getByLabelText(imagesLabel);
  await userEvent.upload(input, [pngFile('red.png', 'red'), pngFile('green.png', 'green'), pngFile('blue.png', 'blue')]);
  await uploadsDone(dialog);
  await userEvent.type(within(dialog).getByLabelText('Description of image 1'), 'Red');
  await userEvent.upload(input, [pngFile('yellow.png', 'yellow'), pngFile('purple.png', 'purple')]);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('A post may have at most 4 images.');
  await uploadsDone(dialog);
  expect(within(dialog).getAllByRole('img', { name: /^Preview \d/ })).toHaveLength(4);
  expect(uploads).toHaveBeenCalledTimes(4);
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('Four at most');
  expect(within(dialog).getByLabelText('Description of image 1')).toHaveValue('Red');

  // And once four are there, any more is refused the same way, nothing else changed.
  await userEvent.upload(input, pngFile('purple.png', 'purple'));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('A post may have at most 4 images.');
  expect(within(dialog).getAllByRole('img', { name: /^Preview \d/ })).toHaveLength(4);
  expect(uploads).toHaveBeenCalledTimes(4);
});

test('an image on its way shows how much of it has gone, as the browser tells it', async () => {
  let release: () => void = () => undefined;
  const dialog = await openEditor((api) => {
    const upload = api.uploadMedia.bind(api);
    jest.spyOn(api, 'uploadMedia').mockImplementation(async (args) => {
      args.onUploadProgress?.(0.424);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return upload(args);
    });
  });
  await userEvent.upload(within(dialog).getByLabelText(imagesLabel), pngFile('red.png', 'red'));
  const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading image 1…' });
  expect(await within(dialog).findByText('Uploading… 42%')).toBeInTheDocument();
  expect(bar).toHaveAttribute('value', '0.42');
  release();
  await uploadsDone(dialog);
  expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
});

test('the same image picked again is refused beside the field, and the post keeps it once', async () => {
  let uploads: jest.SpiedFunction<ApiClient['uploadMedia']> | undefined;
  const dialog = await openEditor((api) => {
    uploads = jest.spyOn(api, 'uploadMedia');
  });
  const input = within(dialog).getByLabelText(imagesLabel);
  await userEvent.upload(input, pngFile('red.png', 'red'));
  await uploadsDone(dialog);
  await userEvent.upload(input, [pngFile('red-again.png', 'red'), pngFile('green.png', 'green')]);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('red-again.png: That image is already in the post.');
  await uploadsDone(dialog);
  expect(within(dialog).getAllByRole('img', { name: /^Preview \d/ })).toHaveLength(2);
  expect(uploads).toHaveBeenCalledTimes(2);
});

test('Remove takes the image away and leaves the focus on the field, inside the dialog', async () => {
  const dialog = await openEditor();
  await userEvent.upload(within(dialog).getByLabelText(imagesLabel), [pngFile('red.png', 'red'), pngFile('green.png', 'green')]);
  await uploadsDone(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
  expect(within(dialog).getAllByRole('img', { name: /^Preview \d/ })).toHaveLength(1);
  expect(within(dialog).getByLabelText(imagesLabel)).toHaveFocus();
});

test('an image removed before posting is forgotten by the server at once; one removed while it uploads, as soon as it arrives', async () => {
  let deletions: jest.SpiedFunction<ApiClient['deleteMedia']> | undefined;
  const uploaded: string[] = [];
  let releaseGreen = () => {};
  const dialog = await openEditor((api) => {
    deletions = jest.spyOn(api, 'deleteMedia');
    const upload = api.uploadMedia;
    jest.spyOn(api, 'uploadMedia').mockImplementation(async (args) => {
      if (args.body.img === colourPng.green) await new Promise<void>((resolve) => (releaseGreen = resolve));
      const answer = await upload(args);
      uploaded.push(answer.media.id);
      return answer;
    });
  });
  const input = within(dialog).getByLabelText(imagesLabel);
  await userEvent.upload(input, pngFile('red.png', 'red'));
  await uploadsDone(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
  expect(deletions?.mock.calls.map(([{ mediaId }]) => mediaId)).toEqual([uploaded[0]]);
  await expect(deletions?.mock.results[0]?.value).resolves.toEqual({ mediaId: uploaded[0] });

  await userEvent.upload(input, pngFile('green.png', 'green'));
  expect(await within(dialog).findByRole('progressbar', { name: 'Uploading image 1…' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
  expect(deletions).toHaveBeenCalledTimes(1);
  releaseGreen();
  await waitFor(() => expect(deletions).toHaveBeenCalledTimes(2));
  expect(deletions?.mock.calls[1]?.[0].mediaId).toBe(uploaded[1]);
  expect(within(dialog).queryByRole('img', { name: /^Preview/ })).not.toBeInTheDocument();
});

test('a draft thrown away takes its uploads with it; one merely closed keeps them', async () => {
  // What the server answered: each upload kept, and each it forgot (an upload it did not keep is a 404).
  const uploaded: string[] = [];
  const forgotten: string[] = [];
  let dialog = await openEditor((api) => {
    const [upload, forget] = [api.uploadMedia, api.deleteMedia];
    jest.spyOn(api, 'uploadMedia').mockImplementation(async (args) => {
      const answer = await upload(args);
      uploaded.push(answer.media.id);
      return answer;
    });
    jest.spyOn(api, 'deleteMedia').mockImplementation(async (args) => {
      const answer = await forget(args);
      forgotten.push(answer.mediaId);
      return answer;
    });
  });
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Not this one');
  await userEvent.upload(within(dialog).getByLabelText(imagesLabel), [pngFile('red.png', 'red'), pngFile('blue.png', 'blue')]);
  await uploadsDone(dialog);
  await userEvent.keyboard('{Escape}');
  dialog = await openAgain();
  expect(forgotten).toEqual([]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
  expect(within(dialog).queryByRole('img', { name: /^Preview/ })).not.toBeInTheDocument();
  await waitFor(() => expect(forgotten).toHaveLength(2));
  expect(forgotten.sort()).toEqual(uploaded.sort());
});

test("Move up and Move down set the post's order, each image keeping its description, and the focus follows the image moved", async () => {
  const { dialog, createPost } = await chooseThreeColours('Reordered', 'Blue first.');
  await uploadsDone(dialog);
  for (const [number, alt] of ['Red', 'Green', 'Blue'].entries())
    await userEvent.type(within(dialog).getByLabelText(`Description of image ${number + 1}`), alt);
  const descriptions = () =>
    [1, 2, 3].map((number) => within(dialog).getByLabelText<HTMLTextAreaElement>(`Description of image ${number}`).value);
  // The first cannot move up, the last cannot move down.
  expect(within(dialog).queryByRole('button', { name: 'Move up image 1' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Move down image 3' })).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Move up image 3' }));
  expect(descriptions()).toEqual(['Red', 'Blue', 'Green']);
  expect(within(dialog).getByRole('button', { name: 'Move up image 2' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(descriptions()).toEqual(['Blue', 'Red', 'Green']);
  // At the top it cannot go further up: the focus is on the way back down.
  expect(within(dialog).getByRole('button', { name: 'Move down image 1' })).toHaveFocus();
  expect(within(dialog).getByRole('img', { name: 'Preview 1' })).toHaveAttribute('src', colourPng.blue);

  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  expect(createPost?.mock.calls[0]?.[0].body.images?.map((image) => image.alt)).toEqual(['Blue', 'Red', 'Green']);
  const card = within(screen.getByRole('list', { name: 'Your feed' })).getByRole('article', { name: 'Reordered' });
  expect(
    within(card)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['Blue', 'Red', 'Green']);
});

test('an image pasted into the editor or dropped on the dialog joins the post as a picked one does, and is heard being added; pasted text stays text', async () => {
  const dialog = await openEditor();
  const caption = within(dialog).getByLabelText('Caption');
  const screenshot = { files: [pngFile('screenshot.png', 'red')], types: ['Files'], getData: () => '' };
  // A screenshot pasted into a field, twice in a row before the first is read: the clipboard holds the file alone.
  fireEvent.paste(caption, { clipboardData: screenshot });
  fireEvent.paste(caption, { clipboardData: screenshot });
  expect(await within(dialog).findByRole('img', { name: 'Preview 1' })).toHaveAttribute('src', colourPng.red);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('That image is already in the post.');
  // The focus stays in the caption: a polite word says what happened, once.
  expect(within(dialog).getByText('Image 1 added.')).toHaveAttribute('aria-live', 'polite');
  expect(within(dialog).getByText(/^1 of 4 images added\./)).not.toHaveAttribute('aria-live');

  // Dropped on the dialog's title, outside the form: the editor's, not the browser's to open.
  fireEvent.drop(within(dialog).getByRole('heading', { name: 'New Post' }), {
    dataTransfer: { files: [pngFile('green.png', 'green')], types: ['Files'] },
  });
  expect(await within(dialog).findByRole('img', { name: 'Preview 2' })).toHaveAttribute('src', colourPng.green);
  await uploadsDone(dialog);
  expect(within(dialog).getByText('Image 2 added.')).toBeInTheDocument();
  expect(within(dialog).getByText(/^2 of 4 images added\./)).toBeInTheDocument();

  // What is no image is refused in words, as when picked; text pasted is the field's, as always.
  const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  fireEvent.drop(caption, { dataTransfer: { files: [notes], types: ['Files'] } });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF or WebP image.');
  await userEvent.click(caption);
  await userEvent.paste('Pasted words');
  expect(caption).toHaveValue('Pasted words');
  // Pasted outside the editor's dialog (another dialog may be over it): not the editor's.
  fireEvent.paste(document.body, { clipboardData: { files: [pngFile('elsewhere.png', 'yellow')], types: ['Files'], getData: () => '' } });
  // A document's selection comes with a picture of itself: its words are what was pasted.
  fireEvent.paste(caption, {
    clipboardData: { files: [pngFile('selection.png', 'blue')], types: ['text/plain', 'Files'], getData: () => '' },
  });
  expect(within(dialog).getAllByRole('img', { name: /^Preview \d/ })).toHaveLength(2);
  expect(within(dialog).queryByText('Reading the chosen files…')).not.toBeInTheDocument();
});

test('an image without a description shows a reminder beside it, which goes once one is typed, and does not stop the post', async () => {
  const dialog = await openEditor();
  await userEvent.upload(within(dialog).getByLabelText(imagesLabel), pngFile('red.png', 'red'));
  await uploadsDone(dialog);
  expect(within(dialog).getByText(reminder)).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Description of image 1'), 'A red square');
  expect(within(dialog).queryByText(reminder)).not.toBeInTheDocument();
  await userEvent.clear(within(dialog).getByLabelText('Description of image 1'));
  expect(within(dialog).getByText(reminder)).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Undescribed');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'Sent all the same.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  // Without a description the card says what it always said of a picture: the caption.
  const card = within(screen.getByRole('list', { name: 'Your feed' })).getByRole('article', { name: 'Undescribed' });
  expect(within(card).getByRole('img', { name: 'Undescribed' })).toBeInTheDocument();
});

test('a description over the limit is refused beside it, keeping what was typed, and nothing is sent', async () => {
  let createPost: jest.SpiedFunction<ApiClient['createPost']> | undefined;
  const dialog = await openEditor((api) => {
    createPost = jest.spyOn(api, 'createPost');
  });
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Too long a description');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'Said at once.');
  await userEvent.upload(within(dialog).getByLabelText(imagesLabel), pngFile('red.png', 'red'));
  await uploadsDone(dialog);
  await userEvent.click(within(dialog).getByLabelText('Description of image 1'));
  await userEvent.paste('x'.repeat(1001));
  expect(within(dialog).getByText('Description of image 1 must be at most 1000 characters (1 too many).')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByRole('dialog', { name: 'New Post' })).toBeInTheDocument();
  expect(createPost).not.toHaveBeenCalled();
  expect(within(dialog).getByLabelText('Description of image 1')).toHaveValue('x'.repeat(1001));
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('Too long a description');
});

test("a refused upload shows the server's words beside its image, the post waits for it, and Retry upload sends that image alone", async () => {
  const refused = 'Image must be a PNG, JPEG, GIF or WebP image.';
  let uploads: jest.SpiedFunction<ApiClient['uploadMedia']> | undefined;
  let releaseRetry = () => {};
  const dialog = await openEditor((api) => {
    const upload = api.uploadMedia;
    let sentGreen = 0;
    uploads = jest.spyOn(api, 'uploadMedia').mockImplementation(async (args) => {
      if (args.body.img !== colourPng.green) return upload(args);
      sentGreen += 1;
      // The green one is refused the first time; the second waits until the test lets it through.
      if (sentGreen === 1) throw new ApiError(400, 'media.invalid', refused);
      await new Promise<void>((resolve) => (releaseRetry = resolve));
      return upload(args);
    });
  });
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Second try');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'The second image fails once.');
  await userEvent.upload(within(dialog).getByLabelText(imagesLabel), [pngFile('red.png', 'red'), pngFile('green.png', 'green')]);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
  await uploadsDone(dialog);
  await userEvent.type(within(dialog).getByLabelText('Description of image 2'), 'Green');
  expect(uploads).toHaveBeenCalledTimes(2);

  // Sending now would lose the image: the post says why it waits, and sends nothing.
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(within(dialog).getByText('Image 2 is not uploaded: retry it or remove it.')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'New Post' })).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Retry upload of image 2' }));
  expect(within(dialog).getByRole('progressbar', { name: 'Uploading image 2…' })).toBeInTheDocument();
  // The button gave way to the bar: the focus is on that image's description, still in the dialog.
  expect(within(dialog).getByLabelText('Description of image 2')).toHaveFocus();
  expect(within(dialog).queryByRole('progressbar', { name: 'Uploading image 1…' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'add post...' })).toBeDisabled();
  releaseRetry();
  await uploadsDone(dialog);
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(uploads).toHaveBeenCalledTimes(3);
  expect(uploads?.mock.calls[2]?.[0].body.img).toBe(colourPng.green);
  expect(within(dialog).getByLabelText('Description of image 2')).toHaveValue('Green');

  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  const card = within(screen.getByRole('list', { name: 'Your feed' })).getByRole('article', { name: 'Second try' });
  // The first has no description: of several images, it says nothing more than its button.
  expect([...card.querySelectorAll('.post-images img')].map((image) => image.getAttribute('alt'))).toEqual(['', 'Green']);
});

test('a draft keeps its uploaded images with their descriptions, and brings them back when the editor opens again', async () => {
  let dialog = await openEditor();
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Two kept');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'Back after closing.');
  await userEvent.upload(within(dialog).getByLabelText(imagesLabel), [pngFile('red.png', 'red'), pngFile('blue.png', 'blue')]);
  await uploadsDone(dialog);
  await userEvent.type(within(dialog).getByLabelText('Description of image 1'), 'A red square');
  await userEvent.type(within(dialog).getByLabelText('Description of image 2'), 'A blue square');
  await userEvent.keyboard('{Escape}');
  // The dialog is gone with its state: only the kept draft can bring the images back.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  dialog = await openAgain();
  expect(within(dialog).getByRole('status')).toHaveTextContent('You have a draft.');
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('Two kept');
  expect(within(dialog).getByRole('img', { name: 'Preview 1' })).toHaveAttribute('src', expect.stringMatching(/./));
  expect(within(dialog).getByRole('img', { name: 'Preview 2' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Description of image 1')).toHaveValue('A red square');
  expect(within(dialog).getByLabelText('Description of image 2')).toHaveValue('A blue square');
  // Nothing to upload again: the draft kept the uploads themselves.
  expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  const card = within(screen.getByRole('list', { name: 'Your feed' })).getByRole('article', { name: 'Two kept' });
  expect(
    within(card)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['A red square', 'A blue square']);
});

test('a draft an earlier build kept, with its one picture never uploaded, opens with its words', async () => {
  await renderApp(<HomePage />, {
    modules: [feedModule],
    before: async (api) => {
      const { user } = await api.getUserByUsername({ username: 'guest' });
      const earlier = { caption: 'From before', content: 'One picture then.', img: colourPng.red, warned: false, contentWarning: '' };
      localStorage.setItem(draftKey(user._id, postDraftSubject()), JSON.stringify(earlier));
    },
  });
  await screen.findByRole('list', { name: 'Your feed' });
  const dialog = await openAgain();
  expect(within(dialog).getByRole('status')).toHaveTextContent('You have a draft.');
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('From before');
  expect(within(dialog).getByLabelText('Content')).toHaveValue('One picture then.');
  expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'add post' })).toBeEnabled();
});
