import { expect, test } from 'tooling/e2e/fixtures';
import { logIn, signedInElsewhere } from 'tooling/e2e/app-helpers';

const omar = { username: 'omarh', password: 'omarHaddad123' };
const priya = { username: 'priyanair', password: 'priyaNair123' };

test("A writes to B from B's profile; B's count rises without a reload; B answers and A's open conversation shows it; once B blocks A, A cannot write", async ({
  page,
  browser,
  baseURL,
}) => {
  // B is somewhere else in the app, not on the messages screen.
  const b = await signedInElsewhere(browser, baseURL!, priya);
  await b.goto('/explore');
  await expect(b.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  await logIn(page, omar);
  await expect(page.getByRole('heading', { name: 'Hello, omarh' })).toBeVisible();
  await page.goto('/profile/priyanair');
  await page.getByRole('link', { name: 'Message @priyanair' }).click();
  await expect(page).toHaveURL(/\/messages\?to=priyanair$/);
  const form = page.getByRole('form', { name: 'New message' });
  await expect(form.getByRole('textbox', { name: 'To' })).toHaveValue('priyanair');
  await form.getByRole('textbox', { name: 'Message' }).fill('Coffee on Saturday?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: '@priyanair' })).toBeVisible();
  await expect(page.getByText('Coffee on Saturday?')).toBeVisible();

  // B's navigation hears of it through the private stream, and the conversation is read on opening.
  await b.getByRole('link', { name: 'Messages, 1 unread conversation' }).click();
  await b.getByRole('link', { name: /@omarh/ }).click();
  await expect(b.getByText('Coffee on Saturday?')).toBeVisible();
  await expect(b.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await b.getByRole('textbox', { name: 'Message' }).fill('Yes! Ten o’clock?');
  await b.getByRole('button', { name: 'Send' }).click();
  await expect(b.getByText('Yes! Ten o’clock?')).toBeVisible();

  // A's open conversation shows the answer as it comes.
  await expect(page.getByText('Yes! Ten o’clock?')).toBeVisible();

  // B blocks A: A's next message is refused in words that do not say why, and nothing is written.
  await b.goto('/profile/omarh');
  await b.getByRole('button', { name: 'More options' }).click();
  await b.getByRole('button', { name: 'Block @omarh' }).click();
  await b.getByRole('dialog', { name: 'Block @omarh?' }).getByRole('button', { name: 'Block', exact: true }).click();
  await expect(b.getByText('You blocked @omarh.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Message' }).fill('Are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '@priyanair does not take messages from you.' })).toBeVisible();
  await page.reload();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Yes! Ten o’clock?')).toBeVisible();
  await expect(messages.getByText('Are you there?', { exact: true })).toHaveCount(0);
  // Refused, it is still A's draft, to send once B takes messages again.
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Are you there?');
});
