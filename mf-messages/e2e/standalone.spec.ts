import { openStandalone } from 'tooling/e2e/app-helpers';
import { expect, test } from 'tooling/e2e/fixtures';

test('mf-messages runs alone with its own store, the mock API and a signed-in guest, who writes a first message', async ({ page }) => {
  await openStandalone(page, 3006, 'mf_messages');
  await expect(page).toHaveURL('http://localhost:3006/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByText('No conversations yet.')).toBeVisible();

  await page.getByLabel('To').fill('@priyanair');
  await page.getByLabel('Message', { exact: true }).fill('Hello from alone');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: '@priyanair', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Hello from alone')).toBeVisible();
  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /@priyanair/ })).toContainText(
    'Hello from alone',
  );
});
