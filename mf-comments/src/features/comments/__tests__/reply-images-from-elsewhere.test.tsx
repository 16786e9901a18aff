import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from 'api-contract/entities';
import { renderApp, stopTestApi, type RenderAppOptions } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentText } from '../components/comment-text';

afterEach(stopTestApi);

type ReplyElsewhere = NonNullable<Comment['elsewhere']>;

/** Two images of bob's garden, copied here as the server serves a reply's images, with their descriptions. */
const twoTulips: ReplyElsewhere['images'] = [
  { id: 'image-0', url: '/api/media/elsewhere/comment/reply-elsewhere/0', alt: 'Red tulips in a row' },
  { id: 'image-1', url: '/api/media/elsewhere/comment/reply-elsewhere/1?grant=abc', alt: 'A yellow tulip, close' },
];

/** bob@peer.example's reply as the API gives it: his words, the images it shows and nothing else, unless told. */
const bobsReply = (reply: Partial<ReplyElsewhere> = {}): ReplyElsewhere => ({
  html: '<p>Mine came up too</p>',
  url: 'https://peer.example/@bob/10',
  contentWarning: '',
  images: twoTulips,
  media: [],
  sensitive: false,
  emojis: [],
  ...reply,
});

/** The reply's words and what it shows, as a comment draws them, in `language` when given. */
async function showReply(reply: ReplyElsewhere, language?: RenderAppOptions['language']) {
  await renderApp(<CommentText text="Mine came up too" elsewhere={reply} username="bob@peer.example" />, {
    modules: [commentsModule],
    ...(language ? { language } : {}),
  });
}

const imageNames = () =>
  within(screen.getByRole('list', { name: 'Images' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

test('a reply from another server shows its images, copied here, with their descriptions, each a link to it whole, before links to what else it carries', async () => {
  await showReply(bobsReply({ media: [{ kind: 'video', url: 'https://media.peer.example/walk.mp4', description: '' }] }));
  expect(imageNames()).toEqual(['Red tulips in a row', 'A yellow tulip, close']);

  const second = screen.getByRole('link', { name: 'A yellow tulip, close' });
  expect(second).toHaveAttribute('href', '/api/media/elsewhere/comment/reply-elsewhere/1?grant=abc');
  expect(second).toHaveAttribute('target', '_blank');
  expect(second).toHaveAttribute('rel', 'noopener noreferrer');
  const image = within(second).getByRole('img');
  expect(image).toHaveAttribute('src', '/api/media/elsewhere/comment/reply-elsewhere/1?grant=abc');
  // Loaded as the reader comes to it, its place kept meanwhile.
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).toHaveAttribute('width');
  expect(image).toHaveAttribute('height');

  // Its images first, then the link to its video on its server.
  const video = screen.getByRole('link', { name: 'Video: walk.mp4' });
  expect(second.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('the images of a reply behind a content warning stay hidden with its words until "Show comment"', async () => {
  await showReply(bobsReply({ contentWarning: 'Garden envy', sensitive: true }));
  expect(screen.getByText('Garden envy')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  // The warning hides them already: no second button for its sensitive media.
  expect(screen.queryByRole('button', { name: 'Show media' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Show comment' }));
  expect(imageNames()).toEqual(['Red tulips in a row', 'A yellow tulip, close']);

  await userEvent.click(screen.getByRole('button', { name: 'Hide comment' }));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('the images of a reply its author marked sensitive, with nothing else carried, show after its words once "Show media" is pressed', async () => {
  await showReply(bobsReply({ sensitive: true }));
  expect(screen.getByText('Mine came up too')).toBeInTheDocument();
  expect(screen.getByText('Sensitive media')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Show media' }));
  expect(imageNames()).toEqual(['Red tulips in a row', 'A yellow tulip, close']);
  expect(screen.getByRole('button', { name: 'Hide media' })).toHaveAttribute('aria-expanded', 'true');
});

test('an image of a reply without a description is named by which it is and whose reply it is in', async () => {
  await showReply(bobsReply({ images: [twoTulips[0]!, { ...twoTulips[1]!, alt: '' }] }));
  expect(imageNames()).toEqual(['Red tulips in a row', "Image 2 of 2 in @bob@peer.example's reply"]);
  expect(screen.getByRole('link', { name: "Image 2 of 2 in @bob@peer.example's reply" })).toHaveAttribute(
    'href',
    '/api/media/elsewhere/comment/reply-elsewhere/1?grant=abc',
  );
});

test("a reply's one image without a description is named by whose reply it is in, in the reader's language", async () => {
  await showReply(bobsReply({ images: [{ ...twoTulips[0]!, alt: '' }] }), 'de');
  expect(screen.getByRole('list', { name: 'Bilder' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bild in der Antwort von @bob@peer.example' })).toBeInTheDocument();
});
