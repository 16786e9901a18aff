// @ts-check
/**
 * The API on a large community: the first page and a deep page of every list, a like under
 * `Prefer: return=minimal`, and the live events' fan-out to many clients. `pnpm bench:api`
 * runs it on the throwaway PostgreSQL that tooling/scripts/with-postgres.sh starts; alone:
 *   bash tooling/scripts/with-postgres.sh node --import tsx bench/api-at-scale.mjs
 * Options: --users N (10,000) --posts N (1,000,000) --connections N (64) --seconds N (10)
 * --fanout N (100 clients). Prints a table, writes bench-results/api-scale.json and .md.
 * Explore and the home feed are read again by the same reader once they block 1,000 people and
 * mute some (on fewer than 10,000 users, a tenth of them): those rows sit beside the others.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workspaceRoot } from 'tooling/scripts/apps.mjs';
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
    const lists = [
      { name: 'Explore, newest', path: '/posts?sort=newest' },
      { name: 'Explore, newest, signed in', path: '/posts?sort=newest', token: reader.token },
      { name: 'Explore, oldest', path: '/posts?sort=oldest' },
      { name: 'Explore, trending', path: '/posts?sort=trending' },
      { name: 'Home feed, newest', path: '/posts/feed?sort=newest', token: reader.token },
      { name: 'Home feed, trending', path: '/posts/feed?sort=trending', token: reader.token },
      { name: `a user's posts (${author})`, path: `/posts/user/${author}?sort=newest` },
      { name: 'bookmarked posts', path: '/posts/bookmarked', token: reader.token },
      { name: "a post's comments", path: `/comments/${mostCommented}` },
      { name: 'user search "a"', path: '/users/search?q=a' },
    ];
    /** The first page of a list and a page `deepRecords` down, each under load. */
    const measureList = async (list) => {
      const measuredRows = [];
      const { cursor, depth } = await deepCursor(`${api}${list.path}`, list.token);
      const pages = [{ page: 'first', depth: 0, cursor: null }, ...(cursor ? [{ page: 'deep', depth, cursor }] : [])];
      for (const { page, depth: at, cursor: from } of pages) {
        const separator = list.path.includes('?') ? '&' : '?';
        const url = `/api${list.path}${separator}limit=${pageSize}${from ? `&cursor=${encodeURIComponent(from)}` : ''}`;
        const headers = list.token ? { authorization: list.token } : {};
        const bytes = (await (await fetch(`${server.url}${url}`, { headers })).text()).length;
        const measured = await measure(() => load(server.url, { requests: [{ method: 'GET', path: url, headers }] }, size));
        measuredRows.push({ name: `${list.name}: ${page} page${at ? ` (after ${at.toLocaleString('en')})` : ''}`, bytes, ...measured });
        console.log(`${measuredRows.at(-1).name}: p99 ${measured.p99} ms`);
      }
      return measuredRows;
    };
    const rows = [];
    for (const list of lists) rows.push(...(await measureList(list)));

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
    return { rows, fanout: rounds };
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
const { rows, fanout } = await benchAtScale(settings);
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
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; client, server and PostgreSQL share the machine`;
console.log(`\n${table}\n\n${fanoutLine}\n\nMachine: ${machine}`);
const outDir = path.join(workspaceRoot, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'api-scale.json'),
  JSON.stringify({ date: new Date().toISOString(), machine, settings, rows, fanout }, null, 2),
);
writeFileSync(path.join(outDir, 'api-scale.md'), `${table}\n\n${fanoutLine}\n\nMachine: ${machine}\n`);
