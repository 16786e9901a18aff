import { screen, within } from '@testing-library/react';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { HomePage } from '../../feed';

afterEach(stopTestApi);

/** The page's database under jest (tooling's environment gives the mock this PGlite). */
type TestGlobal = { socialTestPglite: () => Promise<{ query: (sql: string, params?: unknown[]) => Promise<unknown> }> };

/**
 * The guest follows bob of peer.example, whose post came as the server keeps one (its HTML
 * cleaned on arrival): the mock reaches no other server, so it is written where the server's
 * inbox would write it.
 */
async function bobPostedFromElsewhere() {
  const db = await (globalThis as unknown as TestGlobal).socialTestPglite();
  await db.query(`insert into users (id, username, first_name, last_name, domain, messages_from)
                  values ('bob-elsewhere', 'bob@peer.example', 'Bob Elsewhere', '', 'peer.example', 'nobody')`);
  await db.query(
    `insert into remote_actors (id, uri, inbox_url) values ('bob-elsewhere', 'https://peer.example/users/bob', 'https://peer.example/inbox')`,
  );
  await db.query(
    `insert into follows (follower_id, followee_id, follow_uri) values ('user-guest', 'bob-elsewhere', 'https://town.example/follows/1')`,
  );
  await db.query(
    `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html)
     values ('elsewhere-1', 'bob-elsewhere', '', 'Hello from afar', '', 'public', 'https://peer.example/notes/1',
             'https://peer.example/@bob/1', $1)`,
    [
      '<p>Hello from <a href="https://peer.example/tags/afar" class="mention hashtag" rel="nofollow noopener noreferrer" target="_blank">#<span>afar</span></a></p>',
    ],
  );
}

test('a post of someone of another server shows in Home with its text, named by its author, and links to its server', async () => {
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobPostedFromElsewhere });
  const feed = await screen.findByRole('list', { name: 'Your feed' });
  const card = within(feed).getByRole('article', { name: 'Post by @bob@peer.example' });
  expect(within(card).getByText('@bob@peer.example')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: '#afar' })).toHaveAttribute('href', 'https://peer.example/tags/afar');
  expect(within(card).getByRole('link', { name: 'Open on their server' })).toHaveAttribute('href', 'https://peer.example/@bob/1');
  expect(card).toHaveTextContent('Hello from #afar');
});
