import { errors, expect, test, type Page } from '@playwright/test';
import { source as axeSource, type AxeResults, type RunOptions } from 'axe-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { guest, logIn, signedInBeforeLoading, signInThroughApi, writePost, type Credentials } from './app-helpers';

/** Where the browser tests save their screenshots (ignored by git). */
export const screenshotDir = path.resolve(__dirname, '../../screenshots');

/** How long Chromium may take to capture a full page: well under a second here, as a rule. */
const screenshotTimeout = 30_000;

/** Pages whose capture Chromium left unanswered: their later pictures are not asked for, each would wait as long. */
const stuckPages = new WeakSet<Page>();

/**
 * Saves a full-page picture of what shows, as `screenshots/<file>`, for a person to look at. The
 * picture is not what any test checks, so a capture Chromium never answers costs the picture, named
 * in the report, not the test: once in some thousands, on a busy CI machine, `Page.captureScreenshot`
 * went unanswered until the test's limit, after the page had answered axe and every check before it.
 * A page that is itself stuck still fails the test, at its next check.
 */
export async function saveScreenshot(page: Page, file: string): Promise<void> {
  const notSaved = (why: string) => {
    test.info().annotations.push({ type: 'screenshot not saved', description: `${file}: ${why}` });
  };
  if (stuckPages.has(page)) {
    notSaved('an earlier capture of this page was not answered');
    return;
  }
  try {
    await page.screenshot({ path: path.join(screenshotDir, file), fullPage: true, timeout: screenshotTimeout });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    stuckPages.add(page);
    notSaved(error.message.split('\n')[0]!);
  }
}

export type Screen = {
  name: string;
  /** The page title that names this screen. */
  title: string;
  /** Brings the page to the screen, signed in or not, and waits until it is ready. */
  open: (page: Page) => Promise<void>;
};

const signedIn =
  (route: string, ready: (page: Page) => Promise<void>, person: Credentials = guest) =>
  async (page: Page) => {
    await signedInBeforeLoading(page, person);
    await page.goto(route);
    await ready(page);
  };

const visible = (role: Parameters<Page['getByRole']>[0], name: string) => async (page: Page) => {
  await expect(page.getByRole(role, { name })).toBeVisible();
};

/** Three of the app's own pictures (its icons, real PNGs that ship with it): a post's several images. */
const iconFiles = ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'].map((name) =>
  path.resolve(__dirname, '../../shell/public/icons', name),
);

/** The guest's post of three described images, sent through the API as the editor sends it: each uploaded first. */
async function postThreeImages(page: Page): Promise<void> {
  const asGuest = await signInThroughApi(page.request, '', guest);
  const images: Array<{ mediaId: string; alt: string }> = [];
  for (const [index, file] of iconFiles.entries()) {
    const img = `data:image/png;base64,${(await readFile(file)).toString('base64')}`;
    const { media } = (await asGuest.post('media', { img })) as { media: { id: string } };
    images.push({ mediaId: media.id, alt: `The app's icon, drawing ${index + 1} of 3.` });
  }
  await asGuest.post('posts', { postData: { caption: 'Three icons', content: 'Each one described.', img: '', images } });
}

/** A person of the seed who sets up two-factor sign-in (the guest may not: every visitor shares it). */
const omar = { username: 'omarh', password: 'omarHaddad123' };

/** The code an authenticator app set up with `key` shows now. */
const codeOf = (key: string) => new TOTP({ secret: Secret.fromBase32(key) }).generate();

/** Omar in Settings, part of the way through setting up an authenticator app: its QR code shown. */
async function authenticatorSetupOpen(page: Page): Promise<void> {
  await signedIn('/settings', visible('heading', 'Where you are signed in'), omar)(page);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByLabel('Password, to set up two-factor sign-in').fill(omar.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await visible('img', 'QR code for your authenticator app')(page);
}

/** Omar in Settings with the form to add a passkey open (the browser's own prompt comes after it, and is not the page's). */
async function addPasskeyOpen(page: Page): Promise<void> {
  await signedIn('/settings', visible('heading', 'Where you are signed in'), omar)(page);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await visible('textbox', 'Name of the passkey')(page);
}

/** Priya writes to the guest twice through the API, as the New message form and the composer send it: the conversation's id. */
async function priyaWritesToTheGuest(page: Page): Promise<string> {
  const priya = await signInThroughApi(page.request, '', { username: 'priyanair', password: 'priyaNair123' });
  const { conversation } = (await priya.post('conversations', { conversationData: { to: ['guest'], text: 'Hi! Long time no see.' } })) as {
    conversation: { _id: string };
  };
  await priya.post(`conversations/${conversation._id}/messages`, { messageData: { text: 'Are you coming on Sunday?' } });
  return conversation._id;
}

/** Every screen of the spec, and each modal open. */
/** A small picture of one colour, as an `<img>` may load it (the page's policy allows data: images). */
const squareOf = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`)}`;

/** A reply of another server as the comments' answer gives one: two images (one without a description), then a video's link. */
const replyElsewhere = {
  _id: 'comment-elsewhere-1',
  username: 'bob@far.example',
  text: 'Mine, this spring',
  elsewhere: {
    html: '<p>Mine, this spring</p>',
    url: 'https://far.example/@bob/1',
    contentWarning: '',
    images: [
      { id: 'elsewhere/comment/comment-elsewhere-1/0', url: squareOf('#c0392b'), alt: 'Tulips in a row' },
      { id: 'elsewhere/comment/comment-elsewhere-1/1', url: squareOf('#2e86c1'), alt: '' },
    ],
    media: [{ kind: 'video', url: 'https://far.example/media/walk.mp4', description: 'A walk among them' }],
    sensitive: false,
    emojis: [],
  },
  votes: { upvotedBy: [], downvotedBy: [] },
  parentId: null,
  replyCount: 0,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

export const screens: Screen[] = [
  { name: 'landing', title: 'Welcome | Social', open: async (page) => (await page.goto('/'), visible('link', 'Login')(page)) },
  {
    name: 'login',
    title: 'Login | Social',
    open: async (page) => (await page.goto('/login'), visible('heading', 'Hello Again!')(page)),
  },
  {
    name: 'login-second-step',
    title: 'Two-factor sign-in | Social',
    open: async (page) => {
      // Omar's authenticator app set up through the API; his password then asks for its code.
      const login = await page.request.post('/api/auth/login', { data: omar });
      const headers = { authorization: ((await login.json()) as { encodedToken: string }).encodedToken };
      const started = await page.request.post('/api/auth/2fa/totp', { data: { password: omar.password }, headers });
      const { secret } = (await started.json()) as { secret: string };
      expect((await page.request.post('/api/auth/2fa/totp/confirm', { data: { code: codeOf(secret) }, headers })).status()).toBe(201);
      await logIn(page, omar);
      await visible('heading', 'Two-factor sign-in')(page);
    },
  },
  {
    name: 'signup',
    title: 'Sign up | Social',
    open: async (page) => (await page.goto('/signup'), visible('heading', 'Hi Mate!!')(page)),
  },
  {
    name: 'forgot-password',
    title: 'Forgot your password? | Social',
    open: async (page) => (await page.goto('/forgot-password'), visible('heading', 'Forgot your password?')(page)),
  },
  {
    name: 'reset-password',
    title: 'Choose a new password | Social',
    // A reset link's screen: its token is checked only when a password is sent.
    open: async (page) => (await page.goto('/reset-password#token=checked-when-sent'), visible('button', 'Choose this password')(page)),
  },
  {
    name: 'confirm-email',
    title: 'Confirm your email address | Social',
    // A confirmation link's screen, here with a link no one made: the refusal is what it shows.
    open: async (page) => (await page.goto('/confirm-email#token=no-such-link'), visible('link', 'Log in')(page)),
  },
  { name: 'home', title: 'Home | Social', open: signedIn('/home', visible('list', 'Your feed')) },
  { name: 'explore', title: 'Explore | Social', open: signedIn('/explore', visible('list', 'All posts')) },
  {
    name: 'explore-federated',
    title: 'Explore | Social',
    open: signedIn('/explore?from=elsewhere', async (page) => {
      await expect(page.getByRole('button', { name: 'Federated', pressed: true })).toBeVisible();
      await expect(page.getByText('Nothing has come from other servers yet.')).toBeVisible();
    }),
  },
  { name: 'bookmarks', title: 'Bookmarks | Social', open: signedIn('/bookmark', visible('list', 'Bookmarked posts')) },
  { name: 'liked', title: 'Liked posts | Social', open: signedIn('/liked', visible('list', 'Posts you liked')) },
  { name: 'profile', title: '@priyanair | Social', open: signedIn('/profile/priyanair', visible('list', 'Posts by priyanair')) },
  { name: 'comments', title: 'Comments | Social', open: signedIn('/comments/post-1', visible('list', 'Comments')) },
  {
    name: 'comment-replies',
    title: 'Comments | Social',
    open: async (page) => {
      // A comment with a reply, its replies unfolded and the form that answers it open.
      const login = await page.request.post('/api/auth/login', { data: { username: 'lenaf', password: 'lenaFischer123' } });
      const { encodedToken } = (await login.json()) as { encodedToken: string };
      const reply = await page.request.post('/api/comments/add/post-3', {
        headers: { authorization: encodedToken },
        data: { commentData: { text: 'The one by the bridge.', parentId: 'comment-3-1' } },
      });
      expect(reply.ok()).toBe(true);
      await signedIn('/comments/post-3', async (ready) => {
        const bakery = ready.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: 'Which bakery?' }).first();
        await bakery.getByRole('button', { name: 'View 1 reply' }).click();
        await expect(bakery.getByRole('list', { name: 'Replies to @kenjisato' }).getByText('The one by the bridge.')).toBeVisible();
        await bakery.getByRole('button', { name: 'Reply', exact: true }).first().click();
        await visible('combobox', 'Reply to @kenjisato')(ready);
      })(page);
    },
  },
  {
    name: 'comments-reply-elsewhere',
    title: 'Comments | Social',
    open: async (page) => {
      // A reply from another server with its images and a video's link. This test server
      // federates with nobody: the comments' answer is given one, as such a reply is shown.
      await page.route(
        (url) => url.pathname === '/api/comments/post-1',
        async (route) => {
          const response = await route.fetch();
          const answer = (await response.json()) as { comments: object[] };
          await route.fulfill({ response, json: { ...answer, comments: [...answer.comments, replyElsewhere] } });
        },
      );
      await signedIn('/comments/post-1', async (ready) => {
        const images = ready.getByRole('list', { name: 'Images' });
        await expect(images.getByRole('img', { name: 'Tulips in a row' })).toBeVisible();
        await expect(images.getByRole('img', { name: "Image 2 of 2 in @bob@far.example's reply" })).toBeVisible();
      })(page);
    },
  },
  { name: 'settings', title: 'Settings | Social', open: signedIn('/settings', visible('heading', 'Where you are signed in')) },
  {
    name: 'authorize-app',
    title: 'Allow Ivory? | Social',
    open: async (page) => {
      const registered = await page.request.post('/api/v1/apps', {
        form: { client_name: 'Ivory', redirect_uris: 'ivory://callback', scopes: 'read write follow', website: 'https://tapbots.com' },
      });
      const { client_id: clientId } = (await registered.json()) as { client_id: string };
      await signedIn(
        `/oauth/authorize?client_id=${clientId}&redirect_uri=ivory://callback&response_type=code&scope=read+write+follow`,
        visible('button', 'Allow'),
      )(page);
    },
  },
  {
    name: 'settings-follow-requests',
    title: 'Settings | Social',
    open: async (page) => {
      // Kenji approves his followers, and Omar has asked: the request waits with Accept and Decline.
      const kenji = await signInThroughApi(page.request, '', { username: 'kenjisato', password: 'kenjiSato123' });
      await kenji.post('users/edit', { userData: { approveFollowers: true } });
      const asker = await signInThroughApi(page.request, '', omar);
      await asker.post('users/follow/user-kenji');
      await signedIn(
        '/settings',
        async (ready) => {
          await expect(ready.getByRole('list', { name: 'People who asked to follow you' }).getByText('@omarh')).toBeVisible();
        },
        { username: 'kenjisato', password: 'kenjiSato123' },
      )(page);
    },
  },
  {
    name: 'profile-private',
    title: '@kenjisato | Social',
    open: async (page) => {
      // Kenji approves his followers; the guest, who does not follow him, sees his counts and bio, not his posts.
      const kenji = await signInThroughApi(page.request, '', { username: 'kenjisato', password: 'kenjiSato123' });
      await kenji.post('users/edit', { userData: { approveFollowers: true } });
      await signedIn('/profile/kenjisato', visible('heading', 'Posts'))(page);
      await expect(page.getByText('@kenjisato approves their followers: their posts are for the people they accept.')).toBeVisible();
    },
  },
  { name: 'settings-authenticator-setup', title: 'Settings | Social', open: authenticatorSetupOpen },
  { name: 'settings-add-passkey', title: 'Settings | Social', open: addPasskeyOpen },
  {
    name: 'settings-recovery-codes',
    title: 'Settings | Social',
    open: async (page) => {
      await authenticatorSetupOpen(page);
      const key = (await page.getByTestId('authenticator-key').innerText()).replace(/\s/g, '');
      await page.getByLabel('Code from the app').fill(codeOf(key));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await visible('heading', 'Your recovery codes')(page);
      // Its toast fades out after 2 s, and axe, reading it half faded, finds it faint: the screen
      // is checked as it stays, once the toast has gone.
      const said = page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on' });
      await expect(said).toBeVisible();
      await expect(said).toHaveCount(0);
    },
  },
  {
    name: 'admin',
    title: 'Admin | Social',
    open: async (page) => {
      // The guest made an admin, with someone waiting to join, so every section has rows.
      const reset = await page.request.post('/api/testing/reset', {
        data: { admins: ['guest'], registration: { mode: 'approval', membersInvite: false } },
      });
      expect(reset.status()).toBe(204);
      const signup = await page.request.post('/api/auth/signup', {
        data: { username: 'waiting_one', password: 'quiet-river-stone-42', firstName: 'Wai', lastName: 'Ting', email: 'w@example.com' },
      });
      expect(signup.status()).toBe(201);
      // Another server that keeps refusing deliveries: the server's reading, with one such inbox
      // added (this test server federates with nobody).
      await page.route('**/api/admin/jobs', async (route) => {
        const response = await route.fetch();
        const reading = (await response.json()) as object;
        const failing = {
          inbox: 'https://a-server-with-a-rather-long-name.example/users/someone-far-away/inbox',
          failures: 12,
          lastError:
            'Failed to send activity https://social.example/posts/1#create to https://a-server-with-a-rather-long-name.example/inbox (503 Service Unavailable)',
          firstFailedAt: '2026-03-01T08:00:00.000Z',
          lastFailedAt: '2026-03-02T10:00:00.000Z',
          gaveUpAt: '2026-03-02T10:00:00.000Z',
        };
        await route.fulfill({ response, json: { ...reading, failingInboxes: [failing] } });
      });
      await signedIn('/admin', visible('heading', 'Waiting to join'))(page);
      await expect(page.getByText('@waiting_one')).toBeVisible();
      await visible('heading', 'Servers that did not take deliveries')(page);
    },
  },
  {
    name: 'admin-reset-link',
    title: 'Admin | Social',
    open: async (page) => {
      // The guest made an admin, who made omarh a password reset link: the link, its end and the advice show.
      const reset = await page.request.post('/api/testing/reset', { data: { admins: ['guest'] } });
      expect(reset.status()).toBe(204);
      await signedIn('/admin', visible('heading', 'Password reset link'))(page);
      const section = page.getByRole('region', { name: 'Password reset link' });
      await section.getByLabel("Member's username").fill('omarh');
      await section.getByRole('button', { name: 'Make a link' }).click();
      await visible('textbox', 'Reset link for @omarh')(page);
    },
  },
  {
    name: 'moderation',
    title: 'Moderation | Social',
    open: async (page) => {
      // The guest made an admin, with a post reported, so the queue has a case.
      const reset = await page.request.post('/api/testing/reset', { data: { admins: ['guest'] } });
      expect(reset.status()).toBe(204);
      const login = await page.request.post('/api/auth/login', { data: { username: 'lenaf', password: 'lenaFischer123' } });
      const { encodedToken } = (await login.json()) as { encodedToken: string };
      const report = await page.request.post('/api/reports', {
        headers: { authorization: encodedToken },
        data: { report: { targetType: 'post', targetId: 'post-5', reason: 'other', text: 'Not what this place is for.' } },
      });
      expect(report.status()).toBe(201);
      await signedIn('/moderation', visible('list', 'Open reports'))(page);
      await expect(page.getByText('Not what this place is for.')).toBeVisible();
    },
  },
  {
    name: 'notifications',
    title: 'Notifications | Social',
    open: async (page) => {
      // Priya liked the guest's post and follows the guest now, so the list has rows, marked new.
      const priya = await signInThroughApi(page.request, '', { username: 'priyanair', password: 'priyaNair123' });
      await priya.post('posts/like/post-6');
      await priya.post('users/follow/user-guest');
      await signedIn('/notifications', visible('list', 'Notifications'))(page);
      await expect(page.getByText('priyanair liked your post')).toBeVisible();
    },
  },
  {
    name: 'notifications-clear',
    title: 'Notifications | Social',
    open: async (page) => {
      // The guest has one notification, and asks to clear them all: the dialog asks first.
      const priya = await signInThroughApi(page.request, '', { username: 'priyanair', password: 'priyaNair123' });
      await priya.post('posts/like/post-6');
      await signedIn('/notifications', visible('list', 'Notifications'))(page);
      await page.getByRole('button', { name: 'Clear all' }).click();
      await visible('dialog', 'Clear all notifications?')(page);
    },
  },
  {
    name: 'messages',
    title: 'Messages | Social',
    open: async (page) => {
      // Priya wrote to the guest twice: the list has one conversation, with its latest message and 2 unread.
      await priyaWritesToTheGuest(page);
      await signedIn('/messages', visible('list', 'Conversations'))(page);
      await expect(page.getByText('Are you coming on Sunday?')).toBeVisible();
    },
  },
  {
    name: 'conversation',
    title: 'Conversation with @priyanair | Social',
    open: async (page) => {
      // Priya's two messages and the guest's answer with a picture: others' at the start of the line,
      // one's own at its end; and a picture picked for the next one, waiting for its description.
      const conversationId = await priyaWritesToTheGuest(page);
      const asGuest = await signInThroughApi(page.request, '', guest);
      const img = `data:image/png;base64,${(await readFile(iconFiles[0]!)).toString('base64')}`;
      const { media } = (await asGuest.post('media', { img })) as { media: { id: string } };
      await asGuest.post(`conversations/${conversationId}/messages`, {
        messageData: { text: 'Yes! Meet at the #bakery, @priyanair?', image: { mediaId: media.id, alt: 'The bakery’s sign' } },
      });
      await signedIn(`/messages/${conversationId}`, visible('list', 'Messages'))(page);
      await expect(page.getByText('Yes! Meet at the')).toBeVisible();
      await visible('img', 'The bakery’s sign')(page);
      await page.getByLabel('Image (optional)').setInputFiles(iconFiles[1]!);
      await visible('textbox', 'Image description')(page);
    },
  },
  {
    name: 'report-modal',
    title: 'Explore | Social',
    open: signedIn('/explore', async (page) => {
      const ride = page.getByRole('list', { name: 'All posts' }).getByRole('article', { name: 'Sunday ride' });
      await ride.getByRole('button', { name: 'Post options' }).click();
      await ride.getByRole('button', { name: 'Report post' }).click();
      await visible('dialog', 'Report post')(page);
    }),
  },
  {
    name: 'blocked-profile',
    title: '@omarh | Social',
    open: signedIn('/profile/omarh', async (page) => {
      await page.getByRole('button', { name: 'More options' }).click();
      await page.getByRole('button', { name: 'Block @omarh' }).click();
      await page.getByRole('dialog', { name: 'Block @omarh?' }).getByRole('button', { name: 'Block', exact: true }).click();
      // The profile says so (in some languages the toast says it in the same words).
      await expect(page.getByRole('main').getByText('You blocked @omarh.')).toBeVisible();
    }),
  },
  {
    name: 'tag',
    title: '#kayaking | Social',
    open: async (page) => {
      await signedIn('/home', visible('list', 'Your feed'))(page);
      await writePost(page, 'Rivers', 'Morning on the water #Kayaking with @priyanair');
      await page.goto('/tags/kayaking');
      await visible('list', 'Posts with #kayaking')(page);
    },
  },
  { name: 'search', title: 'Search | Social', open: signedIn('/search?q=bakery', visible('list', 'Posts matching "bakery"')) },
  { name: 'search-people', title: 'Search | Social', open: signedIn('/search?q=a&tab=people', visible('list', 'People matching "a"')) },
  {
    name: 'mention-suggestions',
    title: 'Home | Social',
    open: signedIn('/home', async (page) => {
      await page.getByRole('button', { name: 'New Post', exact: true }).click();
      await page.getByRole('dialog', { name: 'New Post' }).getByLabel('Content').pressSequentially('With @a');
      await visible('listbox', 'People to mention')(page);
    }),
  },
  {
    name: '404',
    title: 'Page not found | Social',
    open: async (page) => (await page.goto('/no/such/page'), visible('link', 'Go Home')(page)),
  },
  {
    name: 'new-post-modal',
    title: 'Home | Social',
    open: signedIn('/home', async (page) => {
      await page.getByRole('button', { name: 'New Post', exact: true }).click();
      await visible('dialog', 'New Post')(page);
    }),
  },
  {
    name: 'post-draft-modal',
    title: 'Home | Social',
    open: signedIn('/home', async (page) => {
      // The New Post dialog opened again on what was typed before it closed.
      await page.getByRole('button', { name: 'New Post', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New Post' });
      await dialog.getByLabel('Caption').fill('Half a thought');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'New Post', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'New Post' }).getByText('You have a draft.')).toBeVisible();
    }),
  },
  {
    name: 'comment-draft',
    title: 'Comments | Social',
    open: async (page) => {
      // The comments page opened again on the comment typed before a reload.
      await signedIn('/comments/post-3', visible('list', 'Comments'))(page);
      await page.getByRole('combobox', { name: 'Comment' }).fill('Which one, the bakery by');
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes(':comment:post-3')))).toBe(true);
      await page.reload();
      await expect(page.getByRole('form', { name: 'Add a comment' }).getByText('You have a draft.')).toBeVisible();
    },
  },
  {
    name: 'edit-profile-modal',
    title: '@guest | Social',
    open: signedIn('/profile/guest', async (page) => {
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await visible('dialog', 'Edit profile')(page);
    }),
  },
  {
    name: 'edit-comment-modal',
    title: 'Comments | Social',
    open: signedIn('/comments/post-6', async (page) => {
      await page.getByRole('listitem').filter({ hasText: 'Welcome aboard!' }).waitFor();
      await page.getByPlaceholder('Comment as @guest…').fill('Thanks all');
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await page.getByRole('listitem').filter({ hasText: 'Thanks all' }).getByRole('button', { name: 'Edit' }).click();
      await visible('dialog', 'Edit Comment')(page);
    }),
  },
  {
    name: 'warned-post',
    title: 'Explore | Social',
    open: async (page) => {
      // The guest's post behind a content warning, edited so it shows "edited" too.
      const asGuest = await signInThroughApi(page.request, '', guest);
      await asGuest.post('posts/edit/post-6', {
        postData: { caption: 'Hello there', content: 'Trying out this place.', contentWarning: 'Bad puns' },
      });
      await signedIn('/explore', visible('button', 'Show post'))(page);
    },
  },
  {
    name: 'edit-history-modal',
    title: 'Explore | Social',
    open: async (page) => {
      const asGuest = await signInThroughApi(page.request, '', guest);
      await asGuest.post('posts/edit/post-6', { postData: { caption: 'Hello there', content: 'Trying out this place. Say hello!' } });
      await signedIn('/explore', async (ready) => {
        await ready.getByRole('article', { name: 'Hello there' }).getByRole('button', { name: 'edited' }).click();
        await expect(ready.getByRole('dialog', { name: 'Edit history' }).getByText('Trying out this place. Say hi!')).toBeVisible();
      })(page);
    },
  },
  {
    name: 'post-images',
    title: 'Explore | Social',
    open: async (page) => {
      await postThreeImages(page);
      await signedIn('/explore', visible('button', 'Open image 3 of 3'))(page);
    },
  },
  {
    name: 'image-viewer',
    title: 'Explore | Social',
    open: async (page) => {
      await postThreeImages(page);
      await signedIn('/explore', async (ready) => {
        await ready.getByRole('button', { name: 'Open image 2 of 3' }).click();
        await expect(ready.getByRole('dialog', { name: 'Images' }).getByText('Image 2 of 3')).toBeVisible();
      })(page);
    },
  },
  {
    name: 'new-post-images-modal',
    title: 'Home | Social',
    open: signedIn('/home', async (page) => {
      await page.getByRole('button', { name: 'New Post', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New Post' });
      await dialog.getByLabel('Images (optional, up to 4)').setInputFiles(iconFiles);
      await dialog.getByLabel('Description of image 1').fill("The app's icon, small.");
      // Uploaded: no image waits any longer, and the two without a description say so.
      await expect(dialog.getByRole('progressbar')).toHaveCount(0);
      await expect(dialog.getByText('Add a description so people using screen readers know what it shows.')).toHaveCount(2);
    }),
  },
];

/** axe-core as it sits in a page it was injected into. */
type AxeInPage = { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * The serious and critical axe violations on the page, in words a failure message can show.
 * axe-core itself, not `@axe-core/playwright`: the adapter's frame machinery, which the app does
 * not need (it has no frames), opened a blank page and injected axe afresh on every check, three
 * seconds each on a two-core machine where the check itself takes a quarter of one. axe stays in
 * the page for the next check, until the page loads another document.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as AxeInPage;
    // Only violations are reported in full: collecting every rule's passes took most of the run.
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, help, impact, nodes }) => ({
      id,
      help,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
}

/** The theme the page shows (`<html data-theme>`, which shell/theme sets). */
export const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** True when the page is wider than the window (a horizontal scrollbar). */
export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
