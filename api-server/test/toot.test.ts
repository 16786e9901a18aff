import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signedUp } from 'api-contract/payloads';
import { bytesOf, colourPng } from 'api-contract/test-images';
import { clientFor, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/**
 * toot (Debian's `toot`, 0.34), the command-line client no one here wrote, used from its own
 * commands: `toot login` through the browser's consent (the test answers the consent screen with
 * the calls the shell's screen makes), then posting, reading, following, favouriting, notifications
 * and search. Every process runs asynchronously: the server answering it is in this process.
 */

let server: InProcessServer;
let home: string;
let instance: string;

const ada = { username: 'ada', password: 'analytical-engine-1843', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const bea = { username: 'bea', password: 'lighthouse-keeper-77', firstName: 'Bea', lastName: 'Quay', email: 'bea@example.com' };

beforeAll(async () => {
  server = await startInProcess();
  instance = new URL((await server.listen()).url).host;
  // toot keeps its apps and accounts here, not in the user's own folder.
  home = mkdtempSync(path.join(tmpdir(), 'toot-'));
}, 60_000);
afterAll(() => server.close());

const env = () => ({ ...process.env, XDG_CONFIG_HOME: home, NO_COLOR: '1', TERM: 'dumb' });

/** One of toot's commands, its output. */
const toot = async (...args: string[]) => (await promisify(execFile)('toot', args, { env: env(), timeout: 60_000 })).stdout;

/**
 * `toot login`, as a person does it: toot registers itself and prints the address of the consent
 * screen; the member allows it there (here, the screen's Allow call, with their browser's token);
 * the code goes back to toot, which asks for it.
 */
function tootLogin(browserToken: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const login = spawn('toot', ['login', '--instance', instance, '--disable-https'], { env: env() });
    let output = '';
    let answered = false;
    login.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Open link in default browser?') && !answered) {
        answered = true;
        const address = /^(http\S+\/oauth\/authorize\S*)$/m.exec(output)?.[1];
        if (!address) return reject(new Error(`toot printed no address to sign in at:\n${output}`));
        const asked = Object.fromEntries(new URL(address).searchParams);
        void send(server, 'POST', '/api/oauth/authorization', { token: browserToken, body: { ...asked, allow: true } }).then((allowed) => {
          login.stdin.write(`n\n${(allowed.body as { outcome: { code: string } }).outcome.code}\n`);
          login.stdin.end();
        }, reject);
      }
    });
    login.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    login.on('error', reject);
    login.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`toot login ended with ${code}:\n${output}`))));
  });
}

test('toot logs in through the consent screen, posts a described picture, reads Home, follows, favourites, reads notifications and searches', async () => {
  const browser = signedUp(await (await clientFor(server)).signup({ body: ada })).encodedToken;
  signedUp(await (await clientFor(server)).signup({ body: bea }));
  const beaClient = await clientFor(server, bea);
  const { posts } = await beaClient.createPost({ body: { caption: 'From the lighthouse', content: 'A calm sea tonight.' } });
  const beasPost = posts.find((post) => post.caption === 'From the lighthouse')!;
  await beaClient.follow({ followUserId: (await beaClient.getUserByUsername({ username: 'ada' })).user._id });

  expect(await tootLogin(browser)).toContain('Successfully logged in.');
  expect(await toot('whoami')).toContain('@ada');

  const picture = path.join(home, 'square.png');
  writeFileSync(picture, bytesOf(colourPng.red));
  expect(
    await toot('post', 'Harbour at dawn\nThe boats are out early.', '--media', picture, '--description', 'A red square on white'),
  ).toContain('Toot posted');
  const { posts: adas } = await beaClient.getUserPosts({ username: 'ada' });
  expect(adas[0]).toMatchObject({ caption: 'Harbour at dawn', content: 'The boats are out early.' });
  expect(adas[0]!.images.map((image) => image.alt)).toEqual(['A red square on white']);

  const timeline = await toot('timeline', '--once');
  expect(timeline).toContain('Harbour at dawn');
  expect(timeline).toContain('The boats are out early.');

  expect(await toot('follow', 'bea')).toContain('You are now following bea');
  expect(await toot('favourite', beasPost._id)).toContain('Status favourited');
  expect((await beaClient.getPost({ postId: beasPost._id })).post.likes.likeCount).toBe(1);

  expect(await toot('notifications')).toMatch(/Bea Quay.*@bea[\s\S]*follow/i);
  const found = await toot('search', 'bea');
  expect(found).toContain('@bea');
});
