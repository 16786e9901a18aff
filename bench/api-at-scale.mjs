// @ts-check
/**
 * The API on a large community: the first page and a deep page of every list, a like under
 * `Prefer: return=minimal`, and the live events' fan-out to many clients. `pnpm bench:api`
 * runs it on the throwaway PostgreSQL that tooling/scripts/with-postgres.sh starts; alone:
 *   bash tooling/scripts/with-postgres.sh node --import tsx bench/api-at-scale.mjs
 * Options: --users N (10,000) --posts N (1,000,000) --connections N (64) --seconds N (10)
 * --fanout N (100 clients). Prints a table, writes bench-results/api-scale.json and .md.
 * The tag pages, the searches of posts and tags, and one's notifications sit beside Explore (issue
 * 19's target: their first pages as fast as Explore's), and the bell's latency is measured with
 * as many people connected as the fan-out's clients, each with both of a browser's streams, and a
 * direct message's latency to the other person's open page beside it.
 * Explore and the home feed are read again by the same reader once they block 1,000 people and
 * mute some (on fewer than 10,000 users, a tenth of them): those rows sit beside the others.
 * The home feed and the same feed through Mastodon's API (issue 39's target) are measured in
 * turns, round by round (`measurePaired`), and the table is followed by their ratio per round.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workspaceRoot } from 'tooling/scripts/apps.mjs';
import { measureBell } from './bell-latency.mjs';
import { measureMessage } from './message-latency.mjs';
import { measureFanout } from './event-fanout.mjs';
import { signInGenerated, startLargeCommunity } from './large-community.mjs';
import { withCpuTime } from './cpu-time.mjs';
import { load } from './load.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const pageSize = 20;
/** How far down a deep page starts: this many records, or the end of a shorter list. */
const deepRecords = 10_000;

async function getJson(url, token) {
  const response = await fetch(url, { headers: token ? { authorization: token } : {} });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * The cursor of the page that begins `deepRecords` records down (walked a hundred at a time,
 * as a client would), or of the last page when the list is shorter; null if it has one page.
 */
async function deepCursor(url, token) {
  let cursor = null;
  let passed = 0;
  while (passed < deepRecords) {
    const separator = url.includes('?') ? '&' : '?';
    const page = await getJson(`${url}${separator}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, token);
    const records = Object.values(page).find(Array.isArray) ?? [];
    if (!page.nextCursor) break;
    passed += records.length;
    cursor = page.nextCursor;
  }
  return { cursor, depth: passed };
}

/** How many times each of two compared lists is measured, in turns (`measurePaired`). */
const pairedRounds = 5;

/** Of a page's runs, the one of median requests per second, with the failures of them all. */
function medianRun(runs) {
  const median = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)];
  const failed = (key) => runs.reduce((sum, run) => sum + run[key], 0);
  return { ...median, non2xx: failed('non2xx'), errors: failed('errors') };
}

/** How many people the reader of the filtered rows blocks, and mutes besides some they follow: the issue's scenario. */
const blocksWanted = 1_000;
const mutesWanted = 50;

/**
 * The reader mutes the people their record shows they follow, then blocks `blocksWanted` generated
 * people they do not follow (so their home feed keeps its authors, and what filtering costs shows
 * alone) and mutes `mutesWanted` more, through the API; on a small community, a tenth of it and a
 * hundredth. Answers how many of each.
 */
async function blockAndMute(api, reader, users) {
  const headers = { authorization: reader.token, 'content-type': 'application/json' };
  const post = async (path) => (await fetch(`${api}${path}`, { method: 'POST', headers, body: '{}' })).ok;
  const wanted = { blocks: Math.min(blocksWanted, Math.floor(users / 10)), mutes: Math.min(mutesWanted, Math.floor(users / 100)) };
  let muted = 0;
  for (const { _id } of reader.user.following) if (await post(`/users/mute/${_id}`)) muted += 1;
  const followed = muted;
  let blocked = 0;
  for (let n = 1; n <= users && (blocked < wanted.blocks || muted < followed + wanted.mutes); n += 1) {
    const found = await fetch(`${api}/users/user-g${n}`, { headers });
    const { user } = found.ok ? await found.json() : { user: null };
    if (!user || user._id === reader.user._id || user.followedByMe || user.mutedByMe) continue;
    if (blocked < wanted.blocks) blocked += (await post(`/users/block/${user._id}`)) ? 1 : 0;
    else muted += (await post(`/users/mute/${user._id}`)) ? 1 : 0;
  }
  return { blocked, muted };
}

/**
 * Tells `person` of likes of their posts, as the database would have when they were made: each
 * of `likers` likes one of the person's latest posts (a like already there is skipped).
 */
async function giveLikeNotifications(api, person, likers) {
  const { posts } = await getJson(`${api}/posts/user/${person.user.username}?limit=${likers.length}`);
  for (const [index, liker] of likers.entries()) {
    const postId = posts[index % posts.length]._id;
    await fetch(`${api}/posts/like/${postId}`, { method: 'POST', headers: { authorization: liker.token, prefer: 'return=minimal' } });
  }
}

/**
 * An app's token for the member whose browser token is `token`, as an app gets one: registered,
 * allowed on the consent screen (its call), and exchanged for a token (OAuth's code).
 */
async function appTokenFor(base, token) {
  const redirect = 'urn:ietf:wg:oauth:2.0:oob';
  const post = async (path, body, headers = {}) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  };
  const app = await post('/api/v1/apps', { client_name: 'Bench', redirect_uris: redirect, scopes: 'read' });
  const { outcome } = await post(
    '/api/oauth/authorization',
    { client_id: app.client_id, redirect_uri: redirect, response_type: 'code', scope: 'read', allow: true },
    { authorization: token },
  );
  const granted = await post('/oauth/token', {
    grant_type: 'authorization_code',
    code: outcome.code,
    client_id: app.client_id,
    client_secret: app.client_secret,
    redirect_uri: redirect,
  });
  return `Bearer ${granted.access_token}`;
}

/** @param {{ users: number; posts: number; connections: number; seconds: number; fanoutClients: number }} options */
async function benchAtScale({ users, posts, connections, seconds, fanoutClients }) {
  const size = { connections, seconds };
  const server = await startLargeCommunity({ users, posts, env: { PORT: '3901', SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '100000000' } });
  const api = `${server.url}/api`;
  /** A load's figures, with the requests each CPU-second of the server and of PostgreSQL served. */
  const measure = async (work) => {
    const { result, serverCpu, postgresCpu } = await withCpuTime(server.child.pid, work);
    const served = result.requestsPerSecond * seconds;
    return { ...result, perServerCpuSecond: served / serverCpu, perPostgresCpuSecond: served / postgresCpu };
  };
  try {
    // One generated user per connection; the one who follows the most reads the home feed.
    const people = [];
    for (let n = 1; n <= connections; n += 1) people.push(await signInGenerated(api, n));
    const reader = people.reduce((most, person) => (person.user.following.length > most.user.following.length ? person : most));
    const author = (await getJson(`${api}/users/user-g1`)).user.username;
    const newest = (await getJson(`${api}/posts?sort=newest&limit=100`)).posts;
    const mostCommented = newest.reduce((most, post) => (post.commentCount > most.commentCount ? post : most))._id;
    // A word three posts hold, for a search that its index answers at once (every generated
    // post repeats one of six texts, so their words are each in a sixth of a million posts).
    for (const n of [1, 2, 3]) {
      await fetch(`${api}/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: reader.token, prefer: 'return=minimal' },
        body: JSON.stringify({ postData: { caption: `Zeppelin ${n}`, content: 'Seen over the river' } }),
      });
    }
    // The author of the most posts, told of their likes (the generated data is written without
    // notifications): what a popular person's notifications cost to page.
    const popular = await signInGenerated(api, 1);
    await giveLikeNotifications(api, popular, people.slice(0, 20));
    const home = { name: 'Home feed, newest', path: '/posts/feed?sort=newest', token: reader.token };
    const lists = [
      { name: 'Explore, newest', path: '/posts?sort=newest' },
      { name: 'Explore, newest, signed in', path: '/posts?sort=newest', token: reader.token },
      { name: 'Explore, oldest', path: '/posts?sort=oldest' },
      { name: 'Explore, trending', path: '/posts?sort=trending' },
      home,
      // The same feed as an app reads it (issue 39), paged by the same cursors (a `Link`'s max_id),
      // measured in turns with the community's own (`measurePaired`).
      {
        name: 'Home feed, newest, as Mastodon’s API',
        path: '/posts/feed?sort=newest',
        token: reader.token,
        app: await appTokenFor(server.url, reader.token),
        pairedWith: home,
      },
      { name: 'Home feed, trending', path: '/posts/feed?sort=trending', token: reader.token },
      { name: `a user's posts (${author})`, path: `/posts/user/${author}?sort=newest` },
      { name: 'bookmarked posts', path: '/posts/bookmarked', token: reader.token },
      { name: "a post's comments", path: `/comments/${mostCommented}` },
      { name: 'user search "a"', path: '/users/search?q=a' },
      { name: 'a tag (#travel), newest', path: '/posts/tag/travel?sort=newest' },
      { name: 'a tag (#travel), trending', path: '/posts/tag/travel?sort=trending' },
      { name: 'post search "bakery" (in a sixth of the posts)', path: '/search/posts?q=bakery' },
      { name: 'post search "bakery river"', path: '/search/posts?q=bakery%20river' },
      { name: 'post search "sunday" (in a sixth of the captions)', path: '/search/posts?q=sunday' },
      { name: 'post search "zeppelin" (in 3 posts)', path: '/search/posts?q=zeppelin' },
      { name: 'post search "quixotic" (in no post)', path: '/search/posts?q=quixotic' },
      { name: 'tag search "tra"', path: '/search/tags?q=tra' },
      { name: `one's notifications (${popular.user.username})`, path: '/notifications', token: popular.token },
    ];
    /** The first page of a list and, when it is longer, the page `deepRecords` down. */
    const pagesOf = async (list) => {
      const { cursor, depth } = await deepCursor(`${api}${list.path}`, list.token);
      return [{ page: 'first', depth: 0, cursor: null }, ...(cursor ? [{ page: 'deep', depth, cursor }] : [])];
    };
    /** One page of a list under load: its row. */
    const measurePage = async (list, { page, depth: at, cursor: from }) => {
      const separator = list.path.includes('?') ? '&' : '?';
      const url = list.app
        ? `/api/v1/timelines/home?limit=${pageSize}${from ? `&max_id=${encodeURIComponent(from)}` : ''}`
        : `/api${list.path}${separator}limit=${pageSize}${from ? `&cursor=${encodeURIComponent(from)}` : ''}`;
      const headers = list.app ? { authorization: list.app } : list.token ? { authorization: list.token } : {};
      const bytes = (await (await fetch(`${server.url}${url}`, { headers })).text()).length;
      const measured = await measure(() => load(server.url, { requests: [{ method: 'GET', path: url, headers }] }, size));
      const row = { name: `${list.name}: ${page} page${at ? ` (after ${at.toLocaleString('en')})` : ''}`, bytes, ...measured };
      console.log(`${row.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99} ms`);
      return row;
    };
    const measureList = async (list) => {
      const measuredRows = [];
      for (const page of await pagesOf(list)) measuredRows.push(await measurePage(list, page));
      return measuredRows;
    };
    /** The paired rows' ratios, page by page (`measurePaired`). */
    const paired = [];
    /**
     * Two lists of the same posts whose rows are compared (the community's Home and an app's, issue
     * 39's target): each page measured in turns, `pairedRounds` times, after a run of each that is
     * not kept (the first run of a path warms what the others find warm), the one measured first
     * changing each round. Each row is the run of median requests per second, with the failures of
     * all its runs; `ratios` are the second's requests per second over the first's, round by round
     * (a slow moment of the machine, which varies one run of ten seconds by a fifth, falls on both).
     */
    const measurePaired = async (first, second) => {
      const pages = await pagesOf(first);
      const rowsOf = [[], []];
      for (const page of pages) {
        for (const list of [first, second]) await measurePage(list, page);
        const runs = [[], []];
        for (let round = 0; round < pairedRounds; round += 1) {
          const order = round % 2 === 0 ? [0, 1] : [1, 0];
          for (const index of order) runs[index].push(await measurePage([first, second][index], page));
        }
        runs.forEach((run, index) => rowsOf[index].push(medianRun(run)));
        const ratios = runs[0].map((run, round) => runs[1][round].requestsPerSecond / run.requestsPerSecond);
        paired.push({ name: `${second.name} against ${first.name}`, page: page.page, depth: page.depth, ratios });
      }
      return rowsOf.flat();
    };
    const rows = [];
    for (const list of lists) {
      if (list.pairedWith) continue;
      const partner = lists.find((other) => other.pairedWith === list);
      rows.push(...(partner ? await measurePaired(list, partner) : await measureList(list)));
    }

    const minimalHeaders = (token) => ({ 'content-type': 'application/json', authorization: token, prefer: 'return=minimal' });
    // Each connection likes post after post as its own user, asking for the changed post alone:
    // a like is refused only where the generated data already has that person's like.
    const stride = Math.floor(posts / connections);
    const likeOf = (n) => `/api/posts/like/post-x${n}`;
    const likeAnswer = await fetch(`${server.url}${likeOf(posts)}`, { method: 'POST', headers: minimalHeaders(reader.token), body: '{}' });
    const likeBytes = (await likeAnswer.text()).length;
    let next = 0;
    const likes = await measure(() =>
      load(
        server.url,
        {
          requests: [{ method: 'POST', path: likeOf(1), body: '{}' }],
          setupClient: (client) => {
            const me = next++ % people.length;
            let liked = 0;
            client.setRequests([
              {
                method: 'POST',
                body: '{}',
                headers: minimalHeaders(people[me].token),
                setupRequest: (request) => ({ ...request, path: likeOf(1 + me * stride + (liked++ % stride)) }),
              },
            ]);
          },
        },
        size,
      ),
    );
    rows.push({ name: 'a like, each of another post (return=minimal)', bytes: likeBytes, ...likes });

    // The bell before anyone blocks or mutes anyone: a muted liker's like tells the author nothing.
    const connected = [...people];
    for (let n = connected.length + 1; n <= fanoutClients; n += 1) connected.push(await signInGenerated(api, n));
    const liker = connected.find((person) => person.user._id !== popular.user._id && person.user._id !== reader.user._id);
    const bell = await measureBell({
      base: server.url,
      people: [popular, ...connected.filter((person) => person.user._id !== popular.user._id).slice(0, fanoutClients - 1)],
      author: popular,
      liker,
      postIds: (await getJson(`${api}/posts/user/${popular.user.username}?limit=100`)).posts.map((post) => post._id),
      rounds: 5,
    });
    // A message from the liker to the author, with the same people connected.
    const message = await measureMessage({
      base: server.url,
      people: [popular, ...connected.filter((person) => person.user._id !== popular.user._id).slice(0, fanoutClients - 1)],
      sender: liker,
      receiver: popular,
      rounds: 5,
    });
    // Last, as it changes what the reader sees: the same reader blocks and mutes people, and
    // reads Explore and the home feed again; those rows go beside the unfiltered ones.
    const { blocked, muted } = await blockAndMute(api, reader, users);
    const filtered = `blocking ${blocked.toLocaleString('en')}, muting ${muted}`;
    const filteredRows = [];
    for (const list of [
      { name: `Explore, newest, signed in, ${filtered}`, path: '/posts?sort=newest', token: reader.token },
      { name: `Explore, trending, signed in, ${filtered}`, path: '/posts?sort=trending', token: reader.token },
      { name: `Home feed, newest, ${filtered}`, path: '/posts/feed?sort=newest', token: reader.token },
      { name: `Home feed, trending, ${filtered}`, path: '/posts/feed?sort=trending', token: reader.token },
    ])
      filteredRows.push(...(await measureList(list)));
    const beside = (prefix) => rows.findLastIndex((row) => row.name.startsWith(prefix)) + 1;
    rows.splice(beside('Explore, trending'), 0, ...filteredRows.filter((row) => row.name.startsWith('Explore')));
    rows.splice(beside('Home feed, trending'), 0, ...filteredRows.filter((row) => row.name.startsWith('Home feed')));

    const rounds = [];
    for (let round = 0; round < 5; round += 1)
      rounds.push(await measureFanout({ base: server.url, token: reader.token, clients: fanoutClients }));

    return { rows, paired, fanout: rounds, bell, message };
  } finally {
    await server.stop();
  }
}

const settings = {
  users: option('users', 10_000),
  posts: option('posts', 1_000_000),
  connections: option('connections', 64),
  seconds: option('seconds', 10),
  fanoutClients: option('fanout', 100),
};
if (!process.env.SOCIAL_TEST_POSTGRES_URL) throw new Error('Run this under tooling/scripts/with-postgres.sh, which starts a PostgreSQL.');
const { rows, paired, fanout, bell, message } = await benchAtScale(settings);
const { users, posts, connections, seconds, fanoutClients } = settings;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const table = [
  `| on PostgreSQL 15, ${users.toLocaleString('en')} users, ${posts.toLocaleString('en')} posts (${connections} connections, ${seconds} s) | answer | req/s | p50 | p99 | non-2xx | req per server CPU-s | req per PostgreSQL CPU-s |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${(row.bytes / 1024).toFixed(1)} KB | ${Math.round(row.requestsPerSecond)} | ${row.p50} ms | ${row.p99} ms | ${row.non2xx + row.errors} | ${Math.round(row.perServerCpuSecond)} | ${Math.round(row.perPostgresCpuSecond)} |`,
  ),
].join('\n');
const fanoutLine = `Live events: a new post reached all of ${fanoutClients} connected clients in ${Math.round(median(fanout.map((round) => round.allMs)))} ms (median of ${fanout.length}; slowest round ${Math.round(Math.max(...fanout.map((round) => round.allMs)))} ms, first client ${Math.round(median(fanout.map((round) => round.firstMs)))} ms).`;
const bellLine = `The bell: a like reached its author's unread count in ${Math.round(median(bell))} ms (median of ${bell.length}; slowest ${Math.round(Math.max(...bell))} ms), with ${fanoutClients} people connected, each with the public and their private stream (target: within 500 ms).`;
const messageLine = `A direct message reached the other person's open page (their private stream naming it) in ${Math.round(median(message))} ms (median of ${message.length}; slowest ${Math.round(Math.max(...message))} ms), with ${fanoutClients} people connected (target: within 500 ms).`;
const percent = (ratio) => `${Math.round(ratio * 100)} %`;
const pairedLines = paired.map(
  ({ name, page, depth, ratios }) =>
    `${name}, ${page} page${depth ? ` (after ${depth.toLocaleString('en')})` : ''}, measured in turns: ${percent(median(ratios))} (median of ${ratios.length} rounds: ${ratios.map(percent).join(', ')}).`,
);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; client, server and PostgreSQL share the machine`;
console.log(`\n${table}\n\n${pairedLines.join('\n')}\n\n${fanoutLine}\n\n${bellLine}\n\n${messageLine}\n\nMachine: ${machine}`);
const outDir = path.join(workspaceRoot, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'api-scale.json'),
  JSON.stringify({ date: new Date().toISOString(), machine, settings, rows, paired, fanout, bell, message }, null, 2),
);
writeFileSync(
  path.join(outDir, 'api-scale.md'),
  `${table}\n\n${pairedLines.join('\n')}\n\n${fanoutLine}\n\n${bellLine}\n\n${messageLine}\n\nMachine: ${machine}\n`,
);
