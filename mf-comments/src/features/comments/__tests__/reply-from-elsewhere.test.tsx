import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meetBobElsewhere, renderApp, stopTestApi, writeAsFromElsewhere, type RenderAppOptions } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';

afterEach(stopTestApi);

/** The comments of post-1 as its page lists them, once `beforeSignIn` has written what arrived from elsewhere. */
async function commentsOfPostOne(beforeSignIn: RenderAppOptions['beforeSignIn']): Promise<HTMLElement> {
  await renderApp(<CommentsPage />, { route: '/comments/post-1', path: '/comments/:postId', modules: [commentsModule], beforeSignIn });
  return screen.findByRole('list', { name: 'Comments' });
}

/** bob of peer.example answered post-1, as the server keeps a reply from elsewhere (its HTML cleaned on arrival). */
async function bobRepliedFromElsewhere() {
  const bob = await meetBobElsewhere();
  await writeAsFromElsewhere(
    `insert into comments (id, post_id, author_id, text, uri, url, html)
     values ('reply-elsewhere', 'post-1', $1, 'Lovely, see example.com/garden…', 'https://peer.example/notes/9', null, $2)`,
    [
      bob,
      '<p>Lovely, see <a href="https://example.com/garden/photos" rel="nofollow noopener noreferrer" target="_blank"><span class="invisible">https://</span><span class="ellipsis">example.com/garden</span><span class="invisible">/photos</span></a></p>',
    ],
  );
}

test('a reply from another server shows among the comments as its server wrote it, its link opened apart', async () => {
  const list = await commentsOfPostOne(bobRepliedFromElsewhere);
  const link = within(list).getByRole('link', { name: 'example.com/garden…' });
  expect(link).toHaveAttribute('href', 'https://example.com/garden/photos');
  expect(link).toHaveAttribute('target', '_blank');
  expect(within(list).getByText(/Lovely, see/)).toBeInTheDocument();
});

test('what a reply from another server carries besides the images it shows (an image past its fourth, a video) is a link to its server, never loaded here', async () => {
  async function bobRepliedWithAPhoto() {
    const bob = await meetBobElsewhere();
    const media = [
      { kind: 'image', url: 'https://media.peer.example/tulips.jpg', alt: 'Tulips in a row' },
      { kind: 'video', url: 'https://media.peer.example/walk.mp4', alt: '' },
    ];
    await writeAsFromElsewhere(
      `insert into comments (id, post_id, author_id, text, uri, url, html, media_elsewhere)
       values ('reply-elsewhere-2', 'post-1', $1, 'Mine came up too', 'https://peer.example/notes/10', null, '<p>Mine came up too</p>', $2)`,
      [bob, JSON.stringify(media)],
    );
  }
  const list = await commentsOfPostOne(bobRepliedWithAPhoto);
  const carried = within(within(list).getByRole('list', { name: 'Media on their server' })).getAllByRole('link');
  expect(carried.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Image: Tulips in a row', 'https://media.peer.example/tulips.jpg'],
    ['Video: walk.mp4', 'https://media.peer.example/walk.mp4'],
  ]);
  expect(within(list).queryByRole('img', { name: 'Tulips in a row' })).not.toBeInTheDocument();
});

test('a reply from another server shows the images it shows, copied here, among the comments, then links to what else it carries', async () => {
  async function bobRepliedWithTwoPhotos() {
    const bob = await meetBobElsewhere();
    const media = [{ kind: 'video', url: 'https://media.peer.example/walk.mp4', alt: '' }];
    await writeAsFromElsewhere(
      `insert into comments (id, post_id, author_id, text, uri, url, html, media_elsewhere)
       values ('reply-photos', 'post-1', $1, 'Both came up', 'https://peer.example/notes/12', null, '<p>Both came up</p>', $2)`,
      [bob, JSON.stringify(media)],
    );
    await writeAsFromElsewhere(
      `insert into comment_images (comment_id, position, remote_url, alt)
       values ('reply-photos', 0, 'https://media.peer.example/tulips.jpg', 'Tulips in a row'),
              ('reply-photos', 1, 'https://media.peer.example/crocus.jpg', '')`,
    );
  }
  const list = await commentsOfPostOne(bobRepliedWithTwoPhotos);
  const images = within(within(list).getByRole('list', { name: 'Images' })).getAllByRole('link');
  expect(images.map((link) => [within(link).getByRole('img').getAttribute('alt'), link.getAttribute('href')])).toEqual([
    ['Tulips in a row', '/api/media/elsewhere/comment/reply-photos/0'],
    ["Image 2 of 2 in @bob@peer.example's reply", '/api/media/elsewhere/comment/reply-photos/1'],
  ]);
  // The reader's browser asks this server for them, never theirs.
  expect(within(list).queryByRole('link', { name: /^Image: / })).not.toBeInTheDocument();
  expect(within(list).getByRole('link', { name: 'Video: walk.mp4' })).toBeInTheDocument();
});

/** bob's reply with `warning` and what it carries marked sensitive or not, as the server keeps it. */
const bobRepliedWarned = (warning: string, sensitive: boolean) => async () => {
  const bob = await meetBobElsewhere();
  const media = [{ kind: 'image', url: 'https://media.peer.example/scene.jpg', alt: 'The last scene' }];
  await writeAsFromElsewhere(
    `insert into comments (id, post_id, author_id, text, uri, url, html, media_elsewhere, content_warning, media_sensitive)
     values ('reply-warned', 'post-1', $1, 'The butler did it', 'https://peer.example/notes/11', null, '<p>The butler did it</p>', $2, $3, $4)`,
    [bob, JSON.stringify(media), warning, sensitive],
  );
};

test('a reply from another server behind a content warning hides its words and what it carries until the reader shows them', async () => {
  const list = await commentsOfPostOne(bobRepliedWarned('Spoilers for the finale', true));
  expect(within(list).getByText('Spoilers for the finale')).toBeInTheDocument();
  expect(within(list).queryByText('The butler did it')).not.toBeInTheDocument();
  expect(within(list).queryByRole('link', { name: 'Image: The last scene' })).not.toBeInTheDocument();

  const show = within(list).getByRole('button', { name: 'Show comment' });
  expect(show).toHaveAccessibleDescription('Content warning: Spoilers for the finale');
  await userEvent.click(show);
  expect(within(list).getByText('The butler did it')).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: 'Image: The last scene' })).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'Hide comment' })).toHaveAttribute('aria-expanded', 'true');
});

test('a reply from another server whose media its author marked sensitive shows its words, and its media once asked', async () => {
  const list = await commentsOfPostOne(bobRepliedWarned('', true));
  expect(within(list).getByText('The butler did it')).toBeInTheDocument();
  expect(within(list).getByText('Sensitive media')).toBeInTheDocument();
  expect(within(list).queryByRole('link', { name: 'Image: The last scene' })).not.toBeInTheDocument();

  await userEvent.click(within(list).getByRole('button', { name: 'Show media' }));
  expect(within(list).getByRole('link', { name: 'Image: The last scene' })).toBeInTheDocument();
});
