import { expect, type Page } from '@playwright/test';

export const shellUrl = 'http://localhost:3000';

/** Signs in with 'Login as a Guest' and waits for the home feed. */
export async function loginAsGuest(page: Page, startAt = '/login'): Promise<void> {
  await page.goto(`${shellUrl}${startAt}`);
  await page.getByRole('button', { name: 'Login as a Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();
}

/**
 * Makes the shell believe a remote lives at `entry` by answering its `remotes.json`:
 * how a test stops or moves one remote without touching the others.
 */
export async function relocateRemote(page: Page, remote: string, entry: string): Promise<void> {
  await page.route(`${shellUrl}/remotes.json`, async (route) => {
    const response = await route.fetch();
    const locations = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...locations, [remote]: entry } });
  });
}

/** Makes the page's mock API fail every request whose path matches (see mock-api/src/server/faults.ts). */
export async function failApi(page: Page, fault: { path: string; status?: number; method?: string }): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('mock-api:fail', JSON.stringify(value)), fault);
}

export async function healApi(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('mock-api:fail'));
}
