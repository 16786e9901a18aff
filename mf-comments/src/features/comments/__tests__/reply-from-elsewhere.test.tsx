import { screen, within } from '@testing-library/react';
import { renderApp, stopTestApi } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';

afterEach(stopTestApi);

/** The page's database under jest (tooling's environment gives the mock this PGlite). */
type TestGlobal = { socialTestPglite: () => Promise<{ query: (sql: string, params?: unknown[]) => Promise<unknown> }> };

/**
 * bob of peer.example answered post-1, as the server keeps a reply from elsewhere (its HTML
 * cleaned on arrival): the mock reaches no other server, so it is written where the inbox would.
 */
async function bobRepliedFromElsewhere() {
  const db = await (globalThis as unknown as TestGlobal).socialTestPglite();
  await db.query(`insert into users (id, username, first_name, last_name, domain, messages_from)
                  values ('bob-elsewhere', 'bob@peer.example', 'Bob Elsewhere', '', 'peer.example', 'nobody')`);
  await db.query(
    `insert into remote_actors (id, uri, inbox_url) values ('bob-elsewhere', 'https://peer.example/users/bob', 'https://peer.example/inbox')`,
  );
  await db.query(
    `insert into comments (id, post_id, author_id, text, uri, url, html)
     values ('reply-elsewhere', 'post-1', 'bob-elsewhere', 'Lovely, see example.com/garden…', 'https://peer.example/notes/9', null, $1)`,
    [
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
