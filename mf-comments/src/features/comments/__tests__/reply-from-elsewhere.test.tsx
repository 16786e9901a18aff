import { screen, within } from '@testing-library/react';
import { meetBobElsewhere, renderApp, stopTestApi, writeAsFromElsewhere } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';

afterEach(stopTestApi);

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
  await renderApp(<CommentsPage />, {
    route: '/comments/post-1',
    path: '/comments/:postId',
    modules: [commentsModule],
    beforeSignIn: bobRepliedFromElsewhere,
  });
  const list = await screen.findByRole('list', { name: 'Comments' });
  const link = within(list).getByRole('link', { name: 'example.com/garden…' });
  expect(link).toHaveAttribute('href', 'https://example.com/garden/photos');
  expect(link).toHaveAttribute('target', '_blank');
  expect(within(list).getByText(/Lovely, see/)).toBeInTheDocument();
});

test('what a reply from another server carries, its image too, is a link to its server, never loaded here', async () => {
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
  await renderApp(<CommentsPage />, {
    route: '/comments/post-1',
    path: '/comments/:postId',
    modules: [commentsModule],
    beforeSignIn: bobRepliedWithAPhoto,
  });
  const list = await screen.findByRole('list', { name: 'Comments' });
  const carried = within(within(list).getByRole('list', { name: 'Media on their server' })).getAllByRole('link');
  expect(carried.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Image: Tulips in a row', 'https://media.peer.example/tulips.jpg'],
    ['Video: walk.mp4', 'https://media.peer.example/walk.mp4'],
  ]);
  expect(within(list).queryByRole('img', { name: 'Tulips in a row' })).not.toBeInTheDocument();
});
