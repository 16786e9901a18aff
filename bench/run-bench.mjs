// @ts-check
/**
 * `pnpm bench`: builds the federated apps and a single-bundle build of the same code, serves
 * each from a server of its own (the same API, on the embedded PostgreSQL, seeded alike), and
 * measures them side by side in headless Chromium (alternating, several runs, medians). Prints
 * one table with the federated/single ratio per row. Then the federated app alone on a server
 * with a large generated community (seeded once, then kept under bench-results/): the first
 * card of Explore and of Home, and the page's heap after scrolling through 2,000 posts and back.
 * Writes the figures to bench-results/ (bench.json, and the table as markdown).
 * Options: --runs N (default 5), --users N (10,000), --posts N (1,000,000).
 */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from 'tooling/chromium';
import { startServerProcess } from 'api-server/testing/server-process';
import { workspaceRoot } from 'tooling/scripts/apps.mjs';
import { generatedPassword } from 'api-server/testing/generated-data';
import { mostFollowing, startLargeCommunity } from './large-community.mjs';
import { layoutShiftObserver, lcpObserver, median, readLoad } from './measure.mjs';
import { lighthouseTable, runLighthouse } from './lighthouse.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = option('runs', 5);
/** The large community of the million-post rows (kept under bench-results/ between runs). */
const community = { users: option('users', 10_000), posts: option('posts', 1_000_000) };
const singlePort = 3100;
const variants = { federated: 'http://localhost:3000', single: `http://localhost:${singlePort}` };
/** The slow profile of the issue: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps. */
const slowNetwork = { offline: false, latency: 150, downloadThroughput: (1.6 * 1e6) / 8, uploadThroughput: (0.75 * 1e6) / 8 };

function step(command, args, cwd = workspaceRoot) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * The stored session of the guest, or of `credentials`, on the server at `base`, as the app
 * keeps it, read from a real login.
 */
async function storedSession(browser, base, credentials) {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  if (credentials) {
    await page.getByLabel('Username').fill(credentials.username);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Login as a Guest' }).click();
  }
  await page.waitForFunction(() => localStorage.getItem('user') !== null);
  const session = await page.evaluate(() => localStorage.getItem('user'));
  await page.close();
  return session;
}

const desktop = { width: 1440, height: 900 };
/** Lighthouse's mobile preset's screen. */
const phone = { width: 412, height: 823 };

/**
 * One cold load (new context, empty cache) and, unless `slow` or scrolling, a warm one (same context).
 * @param {import('@playwright/test').Browser} browser
 */
async function loadHome(browser, base, session, { slow = false, route = '/home', scrollPosts = 0, viewport = desktop } = {}) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((session) => localStorage.setItem('user', session), session);
  await context.addInitScript(lcpObserver);
  await context.addInitScript(layoutShiftObserver);
  const page = await context.newPage();
  const loaded = scrollPosts ? countPostsLoaded(page) : null;
  const cdp = await context.newCDPSession(page);
  if (slow) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.goto(`${base}${route}`);
  const cold = await readLoad(page);
  let warm = null;
  if (!slow && !scrollPosts) {
    await page.goto(`${base}${route}`);
    warm = await readLoad(page);
  }
  const extra = loaded ? await longTimeline(page, cdp, loaded, scrollPosts) : null;
  await context.close();
  return { cold, warm, extra };
}

/**
 * How many posts the page's list calls have brought so far (every page of Explore or Home).
 * @param {import('@playwright/test').Page} page
 */
function countPostsLoaded(page) {
  let posts = 0;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!/^\/api\/posts(\/feed)?$/.test(url.pathname) || !url.searchParams.has('limit') || !response.ok()) return;
    const body = /** @type {{ posts?: unknown[] }} */ (await response.json().catch(() => ({})));
    posts += body.posts?.length ?? 0;
  });
  return () => posts;
}

/**
 * Scrolls down until the page has loaded `target` posts (or two minutes pass), then back to the
 * top: post cards in the DOM, and the JS heap before and after.
 */
async function longTimeline(page, cdp, loaded, target) {
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return /** @type {{ usedSize: number }} */ (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const cards = () => page.getByRole('article').count();
  const heapBefore = await heap();
  let mostCards = await cards();
  const deadline = Date.now() + 120_000;
  while (loaded() < target && Date.now() < deadline) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 3));
    await page.waitForTimeout(16);
    mostCards = Math.max(mostCards, await cards());
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  return { postsLoaded: loaded(), mostCards, heapBefore, heapAfter: await heap() };
}

function collect(results, pick) {
  return Object.fromEntries(Object.entries(results).map(([variant, list]) => [variant, median(list.map(pick))]));
}

const fmt = (value, unit) =>
  !Number.isFinite(value)
    ? 'n/a'
    : unit === 'KB'
      ? `${(value / 1024).toFixed(1)} KB`
      : unit === 'MB'
        ? `${(value / 1024 / 1024).toFixed(1)} MB`
        : unit === 'ms'
          ? `${Math.round(value)} ms`
          : unit === 'score'
            ? value.toFixed(3)
            : String(Math.round(value));

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumLaunchOptions.executablePath}`;

/**
 * What the run has measured so far, written out after each part (so a part that fails, or a run
 * stopped, keeps what the parts before it measured): its rows, the targets' lines, Lighthouse's
 * scores, and each part's outcome.
 * @type {{ rows: Array<[string, { federated: number, single: number }, string]>, targets: string[], lighthouse: any, raw: Record<string, unknown>, parts: Record<string, string> }}
 */
const measured = { rows: [], targets: [], lighthouse: null, raw: {}, parts: {} };

function writeFigures() {
  const table = [
    `| measure (median of ${runs}) | federated | single bundle | federated / single |`,
    '|---|---:|---:|---:|',
    ...measured.rows.map(
      ([name, values, unit]) =>
        `| ${name} | ${fmt(values.federated, unit)} | ${fmt(values.single, unit)} | ${Number.isFinite(values.single) && values.single !== 0 ? (values.federated / values.single).toFixed(2) : 'n/a'} |`,
    ),
  ].join('\n');
  const scores = measured.lighthouse ? lighthouseTable(measured.lighthouse) : '';
  const parts = Object.entries(measured.parts)
    .map(([part, outcome]) => `${part}: ${outcome}`)
    .join('\n');
  const text = [table, measured.targets.join('\n'), scores, `Parts:\n${parts}`, `Machine: ${machine}`].filter(Boolean).join('\n\n');
  const outDir = path.join(workspaceRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const json = {
    date: new Date().toISOString(),
    machine,
    runs,
    parts: measured.parts,
    rows: measured.rows.map(([name, values, unit]) => ({ name, unit, ...values })),
    lighthouse: measured.lighthouse,
    raw: measured.raw,
  };
  writeFileSync(path.join(outDir, 'bench.json'), JSON.stringify(json, null, 2));
  writeFileSync(path.join(outDir, 'table.md'), `${text}\n`);
  return text;
}

/** Runs one part of the benchmark; a failure is reported and kept in the figures, and the next part runs. */
async function part(name, work) {
  console.log(`\n== ${name}`);
  try {
    await work();
    measured.parts[name] = 'measured';
  } catch (error) {
    measured.parts[name] = `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    console.error(`${name} failed:`, error);
  }
  writeFigures();
}

/** The federated build and the single bundle of the same code, side by side on the small demo. */
async function compareBuilds(browser, sessions) {
  /** @type {Record<string, Record<string, any[]>>} */
  const raw = {
    home: { federated: [], single: [] },
    slow: { federated: [], single: [] },
    explore6: { federated: [], single: [] },
    phone: { federated: [], single: [] },
  };
  for (let run = 0; run < runs; run += 1) {
    for (const variant of run % 2 ? ['single', 'federated'] : ['federated', 'single']) {
      const [base, session] = [variants[variant], sessions[variant]];
      raw.home[variant].push(await loadHome(browser, base, session));
      raw.slow[variant].push(await loadHome(browser, base, session, { slow: true }));
      raw.explore6[variant].push(await loadHome(browser, base, session, { route: '/explore' }));
      raw.phone[variant].push(await loadHome(browser, base, session, { viewport: phone }));
    }
    console.log(`run ${run + 1}/${runs} done`);
  }
  Object.assign(measured.raw, raw);
  measured.rows.push(
    ['/home cold: first post card', collect(raw.home, (r) => r.cold.firstCardMs), 'ms'],
    ['/home cold: LCP', collect(raw.home, (r) => r.cold.lcpMs), 'ms'],
    ['/home cold: layout shift (CLS)', collect(raw.home, (r) => r.cold.cls), 'score'],
    ['/home phone cold: layout shift (CLS)', collect(raw.phone, (r) => r.cold.cls), 'score'],
    ['/home cold: JS requests', collect(raw.home, (r) => r.cold.jsRequests), ''],
    ['/home cold: JS transferred', collect(raw.home, (r) => r.cold.jsBytes), 'KB'],
    ['/home warm: first post card', collect(raw.home, (r) => r.warm.firstCardMs), 'ms'],
    ['/home warm: LCP', collect(raw.home, (r) => r.warm.lcpMs), 'ms'],
    ['/home warm: JS requests', collect(raw.home, (r) => r.warm.jsRequests), ''],
    ['/home warm: JS transferred', collect(raw.home, (r) => r.warm.jsBytes), 'KB'],
    ['/home slow cold: first post card', collect(raw.slow, (r) => r.cold.firstCardMs), 'ms'],
    ['/home slow cold: LCP', collect(raw.slow, (r) => r.cold.lcpMs), 'ms'],
    ['/home slow cold: JS requests', collect(raw.slow, (r) => r.cold.jsRequests), ''],
    ['/home slow cold: JS transferred', collect(raw.slow, (r) => r.cold.jsBytes), 'KB'],
    ['/explore 6 posts: first post card', collect(raw.explore6, (r) => r.cold.firstCardMs), 'ms'],
  );
  const jsBytes = collect(raw.home, (r) => r.cold.jsBytes);
  measured.targets.push(
    `First visit's JS, federated vs single bundle: ${(jsBytes.federated / jsBytes.single).toFixed(2)}× (target: at most 1.10×).`,
  );
}

/** The same app on a million posts: federated alone (the comparison above is the build's). */
async function measureLargeCommunity(browser, servers) {
  const large = await startLargeCommunity({ ...community, env: federatedEnv });
  servers.push(large);
  const reader = await mostFollowing(`${variants.federated}/api`);
  // The reader's session: the small demo's sessions name no session of this database, which refuses them.
  const readerSession = await storedSession(browser, variants.federated, { username: reader.username, password: generatedPassword });
  const [exploreMillion, homeMillion] = [[], []];
  for (let run = 0; run < runs; run += 1) {
    const scroll = { scrollPosts: 2_000 };
    exploreMillion.push(await loadHome(browser, variants.federated, readerSession, { route: '/explore', ...scroll }));
    homeMillion.push(await loadHome(browser, variants.federated, readerSession, scroll));
    console.log(`million posts: run ${run + 1}/${runs} done`);
  }
  measured.raw.million = { federated: { explore: exploreMillion, home: homeMillion } };
  const ofMillion = (list, pick) => ({ federated: median(list.map(pick)), single: NaN });
  const federatedFirstCard = (list) => median(list.map((r) => r.cold.firstCardMs));
  const size = `${community.posts.toLocaleString('en')} posts`;
  measured.rows.push(
    [`/explore ${size}: first post card`, ofMillion(exploreMillion, (r) => r.cold.firstCardMs), 'ms'],
    [`/explore ${size}: heap before scroll`, ofMillion(exploreMillion, (r) => r.extra.heapBefore), 'MB'],
    [`/explore ${size}: heap after 2,000 posts and back`, ofMillion(exploreMillion, (r) => r.extra.heapAfter), 'MB'],
    [`/explore ${size}: most cards in DOM`, ofMillion(exploreMillion, (r) => r.extra.mostCards), ''],
    [
      `/home ${size} (${reader.username}, follows ${reader.following.length}): first post card`,
      ofMillion(homeMillion, (r) => r.cold.firstCardMs),
      'ms',
    ],
    [`/home ${size}: heap before scroll`, ofMillion(homeMillion, (r) => r.extra.heapBefore), 'MB'],
    [`/home ${size}: heap after 2,000 posts and back`, ofMillion(homeMillion, (r) => r.extra.heapAfter), 'MB'],
    [`/home ${size}: most cards in DOM`, ofMillion(homeMillion, (r) => r.extra.mostCards), ''],
  );
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  const small = /** @type {Record<string, Record<string, any[]>>} */ (measured.raw);
  if (small.explore6 && small.home) {
    measured.targets.push(
      `First card, ${size} vs 6: Explore ${ratio(federatedFirstCard(exploreMillion), federatedFirstCard(small.explore6.federated))}, Home ${ratio(federatedFirstCard(homeMillion), federatedFirstCard(small.home.federated))} (target: at most 1.10×).`,
    );
  }
  measured.targets.push(
    `Heap after scrolling through 2,000 posts and back, vs before: Explore ${ratio(median(exploreMillion.map((r) => r.extra.heapAfter / r.extra.heapBefore)), 1)}, Home ${ratio(median(homeMillion.map((r) => r.extra.heapAfter / r.extra.heapBefore)), 1)} (target: at most 1.20×); posts loaded: ${median(exploreMillion.map((r) => r.extra.postsLoaded))} and ${median(homeMillion.map((r) => r.extra.postsLoaded))}.`,
  );
}

const federatedEnv = { HOST: 'localhost', PORT: '3000', SOCIAL_SERVE_APPS: 'all' };

async function main() {
  step('pnpm', ['build']);
  step('pnpm', ['exec', 'webpack', '--config', '../bench/single-bundle.webpack.cjs'], path.join(workspaceRoot, 'shell'));
  const servers = await Promise.all([
    startServerProcess({ discardLog: true, env: federatedEnv }),
    startServerProcess({
      discardLog: true,
      env: {
        HOST: 'localhost',
        PORT: String(singlePort),
        SOCIAL_SERVE_APPS: 'shell',
        SOCIAL_SHELL_DIST: path.join(workspaceRoot, 'bench/dist-single'),
      },
    }),
  ]);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const sessions = { federated: await storedSession(browser, variants.federated), single: await storedSession(browser, variants.single) };
    await part('federated and single bundle', () => compareBuilds(browser, sessions));
    await part('Lighthouse', async () => {
      measured.lighthouse = await runLighthouse(variants.federated, sessions.federated);
    });
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await part('large community', () => measureLargeCommunity(browser, servers));
    console.log(`\n${writeFigures()}\n\nFigures written to bench-results/bench.json and bench-results/table.md`);
    if (Object.values(measured.parts).some((outcome) => outcome.startsWith('failed'))) process.exitCode = 1;
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await main();
