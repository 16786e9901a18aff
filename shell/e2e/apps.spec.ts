import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from 'tooling/e2e/fixtures';

const omar = { username: 'omarh', password: 'omarHaddad123' };
/** Where the app takes its answer: held by route interception, as the app on the phone would take it. */
const callback = 'https://ivory.example/callback';
/** What Ivory on an iPhone says of itself when it takes its token. */
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

type App = { client_id: string; client_secret: string };

/** Ivory registers itself, as it does before its first sign-in. */
async function ivoryRegisters(page: Page): Promise<App> {
  const answer = await page.request.post('/api/v1/apps', {
    form: { client_name: 'Ivory', redirect_uris: callback, scopes: 'read write follow', website: 'https://tapbots.com' },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as App;
}

/** Where Ivory sends the member, with a PKCE challenge of its verifier, and the page its answer lands on (held). */
async function sendToConsent(page: Page, app: App, state: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const landed = new Promise<URL>((resolve) => {
    void page.route(`${new URL(callback).origin}/**`, async (route) => {
      resolve(new URL(route.request().url()));
      await route.fulfill({ contentType: 'text/html', body: '<title>Ivory</title><p>Back in Ivory</p>' });
    });
  });
  const query = new URLSearchParams({
    client_id: app.client_id,
    redirect_uri: callback,
    response_type: 'code',
    scope: 'read write',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  await page.goto(`/oauth/authorize?${query.toString()}`);
  /** The address the member was sent back to, once the app's page has opened (so no later navigation races it). */
  const backInIvory = async () => {
    const address = await landed;
    await expect(page.getByText('Back in Ivory')).toBeVisible();
    return address;
  };
  return { verifier, backInIvory };
}

test('an app’s consent screen: signing in first, Allow, the app’s session in Settings, and Sign out ends it', async ({ page }) => {
  const app = await ivoryRegisters(page);
  const { verifier, backInIvory } = await sendToConsent(page, app, 'state-1');
  // Not signed in: the login first, then back to the app's request.
  await expect(page.getByRole('heading', { name: 'Hello Again!' })).toBeVisible();
  await page.getByLabel('Username').fill(omar.username);
  await page.getByLabel('Password').fill(omar.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Allow Ivory to use your account?' })).toBeVisible();
  await expect(page).toHaveTitle('Allow Ivory? | Social');
  await expect(page.getByText('You are signed in as omarh. Ivory asks to:')).toBeVisible();

  await page.getByRole('button', { name: 'Allow' }).click();
  const back = await backInIvory();
  expect(back.searchParams.get('state')).toBe('state-1');
  const token = await page.request.post('/oauth/token', {
    headers: { 'user-agent': iphone },
    form: {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      client_id: app.client_id,
      redirect_uri: callback,
      code_verifier: verifier,
    },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const asIvory = { headers: { authorization: `Bearer ${accessToken}` } };
  expect(await (await page.request.get('/api/v1/accounts/verify_credentials', asIvory)).json()).toMatchObject({ acct: 'omarh' });

  await page.goto('/settings');
  const row = page.getByRole('listitem').filter({ hasText: 'Ivory on iOS' });
  await expect(row.getByText('An app you allowed to: read, write')).toBeVisible();
  await row.getByRole('button', { name: 'Sign out Ivory on iOS' }).click();
  await expect(row).toHaveCount(0);
  expect((await page.request.get('/api/v1/accounts/verify_credentials', asIvory)).status()).toBe(401);
});

test('Deny sends the member back to the app with OAuth’s access_denied, and the app gets no token', async ({ page }) => {
  const app = await ivoryRegisters(page);
  await page.goto('/login');
  await page.getByLabel('Username').fill(omar.username);
  await page.getByLabel('Password').fill(omar.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${omar.username}` })).toBeVisible();
  const { backInIvory } = await sendToConsent(page, app, 'state-2');
  await page.getByRole('button', { name: 'Deny' }).click();
  const back = await backInIvory();
  expect([back.searchParams.get('error'), back.searchParams.get('state'), back.searchParams.get('code')]).toEqual([
    'access_denied',
    'state-2',
    null,
  ]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
  await expect(page.getByText('Ivory on')).toHaveCount(0);
});
