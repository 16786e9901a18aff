import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meetBobElsewhere, renderApp, stopTestApi, writeAsFromElsewhere } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { ExplorePage, HomePage } from '../../feed';

afterEach(stopTestApi);

/** The guest follows bob of peer.example, whose post came as the server keeps one (its HTML cleaned on arrival). */
async function bobPostedFromElsewhere() {
  const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
  await writeAsFromElsewhere(
    `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html)
     values ('elsewhere-1', $1, '', 'Hello from afar', '', 'public', 'https://peer.example/notes/1', 'https://peer.example/@bob/1', $2)`,
    [
      bob,
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

test('a mention in a post of elsewhere opens the person’s profile here, for the reader signed in; a hashtag its server’s page', async () => {
  const here = window.location.host;
  async function bobMentionedPeople() {
    const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
    const html =
      '<p>Hi <a href="https://third.example/@carol" class="u-url mention">@<span>carol</span></a>, ' +
      '<a href="https://peer.example/users/dan" class="mention">@<span>dan@far.example</span></a>, ' +
      `<a href="https://${here}/profile/guest" class="u-url mention">@<span>guest</span></a> ` +
      '<a href="https://peer.example/tags/tide" class="mention hashtag">#<span>tide</span></a></p>';
    await writeAsFromElsewhere(
      `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html)
       values ('elsewhere-5', $1, '', 'Hi', '', 'public', 'https://peer.example/notes/5', null, $2)`,
      [bob, html],
    );
  }
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobMentionedPeople });
  const card = await screen.findByRole('article', { name: 'Post by @bob@peer.example' });
  const hrefOf = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
  expect([hrefOf('@carol'), hrefOf('@dan@far.example'), hrefOf('@guest'), hrefOf('#tide')]).toEqual([
    '/profile/carol%40third.example',
    '/profile/dan%40far.example',
    '/profile/guest',
    'https://peer.example/tags/tide',
  ]);
});

test('a custom emoji of elsewhere shows as its picture, named by its shortcode; an unknown shortcode stays as written', async () => {
  async function bobUsedAnEmoji() {
    const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
    await writeAsFromElsewhere(
      `insert into remote_emojis (id, domain, shortcode, url) values ('emoji-1', 'peer.example', 'blobcat', 'https://peer.example/blobcat.png')`,
    );
    await writeAsFromElsewhere(
      `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html, emojis)
       values ('elsewhere-6', $1, '', 'Good :blobcat: morning :nope:', '', 'public', 'https://peer.example/notes/6', null,
               '<p>Good :blobcat: morning :nope:</p>', '[{"shortcode": "blobcat", "id": "emoji-1"}]')`,
      [bob],
    );
  }
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobUsedAnEmoji });
  const card = await screen.findByRole('article', { name: 'Post by @bob@peer.example' });
  expect(within(card).getByRole('img', { name: ':blobcat:' })).toHaveAttribute('src', '/api/media/elsewhere/emoji/emoji-1');
  expect(card).toHaveTextContent('Good morning :nope:');
  expect(within(card).getAllByRole('img')).toHaveLength(1);
});

test('the custom emoji of the name of a post’s author of elsewhere show as their pictures beside it', async () => {
  async function bobNamedWithAnEmoji() {
    const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
    await writeAsFromElsewhere(
      `insert into remote_emojis (id, domain, shortcode, url) values ('emoji-1', 'peer.example', 'blobcat', 'https://peer.example/blobcat.png')`,
    );
    await writeAsFromElsewhere(
      `update users set first_name = 'Bob :blobcat:', emojis = '[{"shortcode": "blobcat", "id": "emoji-1"}]' where id = $1`,
      [bob],
    );
    await writeAsFromElsewhere(
      `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html)
       values ('elsewhere-7', $1, '', 'Hello', '', 'public', 'https://peer.example/notes/7', null, '<p>Hello</p>')`,
      [bob],
    );
  }
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobNamedWithAnEmoji });
  const card = await screen.findByRole('article', { name: 'Post by @bob@peer.example' });
  const author = within(card).getByRole('link', { name: 'Bob :blobcat:' });
  expect(within(author).getByRole('img', { name: ':blobcat:' })).toHaveAttribute('src', '/api/media/elsewhere/emoji/emoji-1');
  expect(author).toHaveAttribute('href', '/profile/bob%40peer.example');
});

test('the custom emoji of a post of elsewhere’s content warning show as their pictures in the warning, before it is opened', async () => {
  async function bobWarnedWithAnEmoji() {
    const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
    await writeAsFromElsewhere(
      `insert into remote_emojis (id, domain, shortcode, url) values ('emoji-1', 'peer.example', 'blobcat', 'https://peer.example/blobcat.png')`,
    );
    await writeAsFromElsewhere(
      `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html, emojis)
       values ('elsewhere-8', $1, '', 'The ending', 'Spoilers :blobcat:', 'public', 'https://peer.example/notes/8', null,
               '<p>The ending</p>', '[{"shortcode": "blobcat", "id": "emoji-1"}]')`,
      [bob],
    );
  }
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobWarnedWithAnEmoji });
  const card = await screen.findByRole('article', { name: 'Post by @bob@peer.example' });
  expect(within(card).getByRole('img', { name: ':blobcat:' })).toHaveAttribute('src', '/api/media/elsewhere/emoji/emoji-1');
  expect(card).toHaveTextContent('Content warning: Spoilers');
  expect(card).not.toHaveTextContent('The ending');
});

test('a post of elsewhere’s video and sound are links to its server, named by their descriptions or their files', async () => {
  async function bobPostedAVideo() {
    const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
    const media = [
      { kind: 'video', url: 'https://media.peer.example/cat.mp4', alt: 'A cat at the piano' },
      { kind: 'audio', url: 'https://media.peer.example/songs/n%C3%BA%201.ogg', alt: '' },
    ];
    await writeAsFromElsewhere(
      `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html, media_elsewhere)
       values ('elsewhere-2', $1, '', 'Listen', '', 'public', 'https://peer.example/notes/2', null, '<p>Listen</p>', $2)`,
      [bob, JSON.stringify(media)],
    );
  }
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobPostedAVideo });
  const card = await screen.findByRole('article', { name: 'Post by @bob@peer.example' });
  const links = within(within(card).getByRole('list', { name: 'Media on their server' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Video: A cat at the piano', 'https://media.peer.example/cat.mp4'],
    ['Audio: nú 1.ogg', 'https://media.peer.example/songs/n%C3%BA%201.ogg'],
  ]);
  expect(within(card).queryByRole('img')).not.toBeInTheDocument();
});

test('a post of elsewhere whose media its author marked sensitive hides them until the reader shows them', async () => {
  async function bobPostedSensitiveMedia() {
    const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
    const media = [{ kind: 'video', url: 'https://media.peer.example/clip.mp4', alt: 'A clip' }];
    await writeAsFromElsewhere(
      `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html, media_elsewhere, media_sensitive)
       values ('elsewhere-3', $1, '', 'Beach day', '', 'public', 'https://peer.example/notes/3', null, '<p>Beach day</p>', $2, true)`,
      [bob, JSON.stringify(media)],
    );
    await writeAsFromElsewhere(
      `insert into post_images (post_id, position, media_id, alt, remote_url) values ('elsewhere-3', 0, null, 'The shore', 'https://media.peer.example/shore.png')`,
      [],
    );
  }
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobPostedSensitiveMedia });
  const card = await screen.findByRole('article', { name: 'Post by @bob@peer.example' });
  expect(card).toHaveTextContent('Sensitive media');
  expect(card).toHaveTextContent('Beach day');
  expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  expect(within(card).queryByRole('link', { name: 'Video: A clip' })).not.toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Show media' }));
  expect(within(card).getByRole('img', { name: 'The shore' })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Video: A clip' })).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Hide media' }));
  expect(within(card).queryByRole('img')).not.toBeInTheDocument();
});

test('a reply of elsewhere passed on to the reader links to what it answers', async () => {
  async function bobsReplyCame() {
    const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
    await writeAsFromElsewhere(
      `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html, in_reply_to_uri)
       values ('elsewhere-4', $1, '', 'Agreed!', '', 'public', 'https://peer.example/notes/4', null, '<p>Agreed!</p>', $2)`,
      [bob, 'https://third.example/notes/99'],
    );
  }
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobsReplyCame });
  const card = await screen.findByRole('article', { name: 'Post by @bob@peer.example' });
  expect(within(card).getByRole('link', { name: 'In reply to a post' })).toHaveAttribute('href', 'https://third.example/notes/99');
});

test('a reply of elsewhere whose thread was read here links to what it answers here, named by its author, when the reader may see it', async () => {
  async function bobsRepliesCameWithTheirThreads() {
    const bob = await meetBobElsewhere({ followedBy: 'user-guest' });
    await writeAsFromElsewhere(
      `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html, in_reply_to_uri, created_at)
       values ('elsewhere-5', $1, '', 'Where to eat?', '', 'followers', 'https://peer.example/notes/5', null, '<p>Where to eat?</p>', null, now() - interval '1 hour'),
              ('elsewhere-6', $1, '', 'Agreed!', '', 'public', 'https://peer.example/notes/6', null, '<p>Agreed!</p>', 'https://peer.example/notes/5', now()),
              ('elsewhere-7', $1, '', 'Just for you', '', 'mentioned', 'https://peer.example/notes/7', null, '<p>Just for you</p>', null, now() - interval '1 hour'),
              ('elsewhere-8', $1, '', 'Quite so', '', 'public', 'https://peer.example/notes/8', null, '<p>Quite so</p>', 'https://peer.example/notes/7', now())`,
      [bob],
    );
  }
  await renderApp(<HomePage />, { modules: [feedModule], beforeSignIn: bobsRepliesCameWithTheirThreads });
  const cards = await screen.findAllByRole('article', { name: 'Post by @bob@peer.example' });
  const cardSaying = (text: string) => cards.find((card) => card.textContent?.includes(text))!;
  // What it answers is for bob's followers, of whom the reader is one.
  const link = within(cardSaying('Agreed!')).getByRole('link', { name: 'In reply to @bob@peer.example' });
  expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['/comments/elsewhere-5', null]);
  // What it answers is kept here for someone else: the card links to it on its server, naming no one.
  const elsewhereLink = within(cardSaying('Quite so')).getByRole('link', { name: 'In reply to a post' });
  expect(elsewhereLink).toHaveAttribute('href', 'https://peer.example/notes/7');
});

test('Explore stays the community’s own; its Federated tab lists what came from other servers', async () => {
  await renderApp(<ExplorePage />, { modules: [feedModule], beforeSignIn: bobPostedFromElsewhere, route: '/explore' });
  const community = await screen.findByRole('list', { name: 'All posts' });
  expect(within(community).queryByRole('article', { name: 'Post by @bob@peer.example' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'This community' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Federated' }));
  const federated = await screen.findByRole('list', { name: 'Posts from other servers' });
  expect(within(federated).getAllByRole('article')).toEqual([
    within(federated).getByRole('article', { name: 'Post by @bob@peer.example' }),
  ]);
  expect(screen.getByRole('button', { name: 'Federated' })).toHaveAttribute('aria-pressed', 'true');
});

test('an address that names the Federated tab opens it, and it says so when nothing has come yet', async () => {
  await renderApp(<ExplorePage />, { modules: [feedModule], route: '/explore?from=elsewhere' });
  expect(await screen.findByText('Nothing has come from other servers yet.')).toBeInTheDocument();
});
