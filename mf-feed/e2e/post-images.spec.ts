import { expect, test, type Locator, type Page } from 'tooling/e2e/fixtures';
import { loginAsGuest } from 'tooling/e2e/app-helpers';
import { bytesOf, colourPng, type Colour } from 'api-contract/test-images';

const imagesLabel = 'Images (optional, up to 4)';

/** Files as a person picks them: small PNGs of different colours, so the server keeps each as an image of its own. */
const pngs = (colours: Colour[]) =>
  colours.map((colour) => ({ name: `${colour}.png`, mimeType: 'image/png', buffer: Buffer.from(bytesOf(colourPng[colour])) }));

const threeColours = pngs(['red', 'green', 'blue']);

const alts = (place: Locator) => place.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

async function openNewPost(page: Page) {
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  return page.getByRole('dialog', { name: 'New Post' });
}

test('a post with three described images shows them on its card, and the viewer moves between them', async ({ page }) => {
  await loginAsGuest(page);
  const dialog = await openNewPost(page);
  await dialog.getByLabel('Caption').fill('Three colours');
  await dialog.getByLabel('Content').fill('Red, green and blue.');
  await dialog.getByLabel(imagesLabel).setInputFiles(threeColours);
  await expect(dialog.getByRole('img', { name: /^Preview \d/ })).toHaveCount(3);
  // Each image is uploaded on its own as it is chosen; the post waits for them.
  await expect(dialog.getByRole('button', { name: 'add post' })).toBeEnabled();
  await expect(dialog.getByText('Add a description so people using screen readers know what it shows.')).toHaveCount(3);
  await dialog.getByLabel('Description of image 1').fill('A red square');
  await dialog.getByLabel('Description of image 2').fill('A green square');
  await dialog.getByLabel('Description of image 3').fill('A blue square');
  await expect(dialog.getByText('Add a description so people using screen readers know what it shows.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'add post' }).click();
  await expect(page.getByText('Post Uploded!')).toBeVisible();

  const card = page.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Three colours' });
  await expect(card.getByRole('img')).toHaveCount(3);
  expect(await alts(card)).toEqual(['A red square', 'A green square', 'A blue square']);

  const first = card.getByRole('button', { name: 'Open image 1 of 3' });
  await first.click();
  const viewer = page.getByRole('dialog', { name: 'Images' });
  await expect(viewer.getByText('Image 1 of 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'A red square' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Image 2 of 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'A green square' })).toBeVisible();
  // Its description, as text below it for the eyes.
  await expect(viewer.locator('figcaption')).toHaveText('A green square');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();

  // The server has them: after a reload too.
  await page.reload();
  const reloaded = page.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Three colours' });
  await expect(reloaded.getByRole('img')).toHaveCount(3);
  expect(await alts(reloaded)).toEqual(['A red square', 'A green square', 'A blue square']);
});

test('a fifth image is refused beside the field, and nothing scrolls sideways on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsGuest(page);
  const dialog = await openNewPost(page);
  await dialog.getByLabel('Caption').fill('Five is too many');
  await dialog.getByLabel(imagesLabel).setInputFiles([...threeColours, ...pngs(['yellow', 'purple'])]);
  await expect(dialog.getByRole('alert')).toHaveText('A post may have at most 4 images.');
  await expect(dialog.getByRole('img', { name: /^Preview \d/ })).toHaveCount(4);
  await expect(dialog.getByRole('button', { name: 'add post' })).toBeEnabled();
  await expect(dialog.getByLabel('Caption')).toHaveValue('Five is too many');
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(await sideways()).toBe(false);

  await dialog.getByLabel('Content').fill('Four of them.');
  await dialog.getByRole('button', { name: 'add post' }).click();
  await expect(page.getByText('Post Uploded!')).toBeVisible();
  const card = page.getByRole('list', { name: 'Your feed' }).getByRole('article', { name: 'Five is too many' });
  // Undescribed, each says no more than its button: "Open image 1 of 4", and so on.
  await expect(card.getByRole('button', { name: /^Open image \d of 4$/ })).toHaveCount(4);
  expect(await sideways()).toBe(false);
  await card.getByRole('button', { name: 'Open image 4 of 4' }).click();
  await expect(page.getByRole('dialog', { name: 'Images' }).getByText('Image 4 of 4')).toBeVisible();
  expect(await sideways()).toBe(false);
});

test('an image dropped on the editor (its title too) or pasted into it is added as a picked one is, and the browser does not open the file instead', async ({
  page,
}) => {
  await loginAsGuest(page);
  const dialog = await openNewPost(page);
  const [red, green] = threeColours.map(({ name, mimeType, buffer }) => ({ name, mimeType, bytes: [...buffer] }));
  /** Sends `event` carrying the file to `target`, as the browser does; whether the app took it (the browser's own way cancelled). */
  const send = (target: Locator, event: 'dragover' | 'drop' | 'paste', file: typeof red) =>
    target.evaluate(
      (element, { event, file }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
        const init = { bubbles: true, cancelable: true };
        const sent =
          event === 'paste'
            ? new ClipboardEvent('paste', { ...init, clipboardData: data })
            : new DragEvent(event, { ...init, dataTransfer: data });
        return !element.dispatchEvent(sent);
      },
      { event, file: file! },
    );

  // Outside the form, on the dialog's title: a drop the browser would take only where a drag over says it may.
  const title = dialog.getByRole('heading', { name: 'New Post' });
  expect(await send(title, 'dragover', red)).toBe(true);
  expect(await send(title, 'drop', red)).toBe(true);
  await expect(dialog.getByRole('img', { name: 'Preview 1' })).toBeVisible();
  expect(await send(dialog.getByLabel('Caption'), 'paste', green)).toBe(true);
  await expect(dialog.getByRole('img', { name: /^Preview \d/ })).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'add post' })).toBeEnabled();
  await expect(dialog.getByLabel('Description of image 2')).toBeVisible();
});
