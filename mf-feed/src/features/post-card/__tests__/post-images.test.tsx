import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from 'api-contract/client';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { colourPng, type Colour } from 'api-contract/test-images';
import { ExplorePage } from '../../feed';

afterEach(stopTestApi);

/** The guest posts `caption` with one image of each colour, described as given ('' for none). */
const postWithImages =
  (caption: string, images: Array<[Colour, string]>, contentWarning = '') =>
  async (api: ApiClient) => {
    const uploaded = await Promise.all(images.map(([colour]) => api.uploadMedia({ body: { img: colourPng[colour] } })));
    await api.createPost({
      body: {
        caption,
        content: 'Colours, in order.',
        img: '',
        images: uploaded.map(({ media }, index) => ({ mediaId: media.id, alt: images[index]![1] })),
        contentWarning,
      },
    });
  };

async function openExplore(before: (api: ApiClient) => Promise<void>) {
  await renderApp(<ExplorePage />, { modules: [feedModule], before });
  return screen.findByRole('list', { name: 'All posts' });
}

const card = (list: HTMLElement, caption: string) => within(list).getByRole('article', { name: caption });

const threeColours = postWithImages('Three colours', [
  ['red', 'A red square'],
  ['green', 'A green square'],
  ['blue', 'A blue square'],
]);

test("a post's images show in order with their descriptions, each opening the viewer, which the arrow keys move and Escape closes", async () => {
  const list = await openExplore(threeColours);
  const post = card(list, 'Three colours');
  expect(
    within(post)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['A red square', 'A green square', 'A blue square']);

  const second = within(post).getByRole('button', { name: 'Open image 2 of 3' });
  expect(second).toHaveAccessibleDescription('A green square');
  await userEvent.click(second);
  const viewer = await screen.findByRole('dialog', { name: 'Images' });
  expect(within(viewer).getByText('Image 2 of 3')).toBeInTheDocument();
  expect(within(viewer).getByRole('img', { name: 'A green square' })).toBeInTheDocument();
  // The description is there to read, not only to hear.
  expect(within(viewer).getByText('A green square', { selector: 'figcaption' })).toBeVisible();

  await userEvent.keyboard('{ArrowRight}');
  expect(within(viewer).getByText('Image 3 of 3')).toBeInTheDocument();
  expect(within(viewer).getByRole('img', { name: 'A blue square' })).toBeInTheDocument();
  // Past the last, the first: round, as the buttons go.
  await userEvent.keyboard('{ArrowRight}');
  expect(within(viewer).getByText('Image 1 of 3')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowLeft}');
  expect(within(viewer).getByText('Image 3 of 3')).toBeInTheDocument();
  await userEvent.click(within(viewer).getByRole('button', { name: 'Previous' }));
  expect(within(viewer).getByRole('img', { name: 'A green square' })).toBeInTheDocument();
  await userEvent.click(within(viewer).getByRole('button', { name: 'Next' }));
  expect(within(viewer).getByText('Image 3 of 3')).toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The focus is back where the reader was.
  expect(second).toHaveFocus();
});

test('of several images, one without a description says nothing more than its button, shows no ALT badge, and the viewer says it has none', async () => {
  const list = await openExplore(
    postWithImages('Undescribed', [
      ['red', ''],
      ['blue', 'A blue square'],
    ]),
  );
  const post = card(list, 'Undescribed');
  // Not the caption again for each image: the button already names it "Open image 1 of 2".
  const alts = [...post.querySelectorAll('.post-images img')].map((image) => image.getAttribute('alt'));
  expect(alts).toEqual(['', 'A blue square']);
  // The eye sees which one has a description: an "ALT" badge on it alone (the ear has the description itself).
  const badged = (name: string) => within(within(post).getByRole('button', { name }).parentElement!).queryByText('ALT');
  expect(badged('Open image 1 of 2')).not.toBeInTheDocument();
  expect(badged('Open image 2 of 2')).toBeVisible();
  expect(badged('Open image 2 of 2')).toHaveAttribute('aria-hidden', 'true');
  await userEvent.click(within(post).getByRole('button', { name: 'Open image 1 of 2' }));
  const viewer = await screen.findByRole('dialog', { name: 'Images' });
  expect(within(viewer).getByText('No description.')).toBeInTheDocument();
  expect(within(viewer).getByText('no description')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowRight}');
  // Moving on says which image it is now.
  expect(within(viewer).getByText('Image 2 of 2')).toHaveTextContent('Image 2 of 2: A blue square');
});

test("a post's one image without a description says what a card always said of its picture, the caption", async () => {
  const list = await openExplore(postWithImages('Only one', [['red', '']]));
  expect(within(card(list, 'Only one')).getByRole('img', { name: 'Only one' })).toBeInTheDocument();
});

test('a content warning keeps every image folded until the reader shows the post', async () => {
  const list = await openExplore(
    postWithImages(
      'Warned colours',
      [
        ['red', 'A red square'],
        ['blue', 'A blue square'],
      ],
      'Bright colours',
    ),
  );
  const post = card(list, 'Warned colours');
  expect(within(post).queryByRole('img')).not.toBeInTheDocument();
  expect(within(post).queryByRole('button', { name: /^Open image/ })).not.toBeInTheDocument();
  await userEvent.click(within(post).getByRole('button', { name: 'Show post' }));
  expect(
    within(post)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['A red square', 'A blue square']);
  await userEvent.click(within(post).getByRole('button', { name: 'Hide post' }));
  expect(within(post).queryByRole('img')).not.toBeInTheDocument();
});

test("an edit starts from the post's images: a description changed and an image removed show on the card, and the history says so", async () => {
  let deletions: jest.SpiedFunction<ApiClient['deleteMedia']> | undefined;
  const list = await openExplore((api) => {
    deletions = jest.spyOn(api, 'deleteMedia');
    return threeColours(api);
  });
  const firstSource = within(card(list, 'Three colours')).getAllByRole('img')[0]?.getAttribute('src');
  await userEvent.click(within(card(list, 'Three colours')).getByRole('button', { name: 'Post options' }));
  await userEvent.click(within(card(list, 'Three colours')).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
  expect(within(dialog).getByLabelText('Description of image 2')).toHaveValue('A green square');
  await userEvent.clear(within(dialog).getByLabelText('Description of image 2'));
  await userEvent.type(within(dialog).getByLabelText('Description of image 2'), 'A lime square');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image 3' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Updated!')).toBeInTheDocument();
  // The removed image was the post's, not an upload to throw away: the saved edit took it.
  expect(deletions).not.toHaveBeenCalled();

  const post = card(list, 'Three colours');
  expect(
    within(post)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['A red square', 'A lime square']);
  // The images kept are the same uploads, not new ones.
  expect(within(post).getAllByRole('img')[0]).toHaveAttribute('src', firstSource);
  await userEvent.click(within(post).getByRole('button', { name: /^edited/ }));
  const history = await screen.findByRole('dialog', { name: 'Edit history' });
  expect(await within(history).findByText(/its images or their descriptions were changed after it/)).toBeInTheDocument();
});
