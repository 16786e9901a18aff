import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'api-contract/messages';
import { useLocation } from 'shell/router';
import { renderApp, stopTestApi, type RenderAppOptions } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { createPost } from '../../posts';
import { TagPage } from '../pages/tag-page';

afterEach(stopTestApi);

/** The guest's posts written before the page opens, oldest first. */
const kayakingPosts: RenderAppOptions['before'] = async (api) => {
  await api.createPost({ body: { caption: 'Rivers', content: 'Morning on the water #Kayaking' } });
  await api.createPost({ body: { caption: 'More rivers', content: 'Again today #kayaking, with @priyanair' } });
  await api.createPost({ body: { caption: 'Elsewhere', content: 'Nothing to do with boats #hiking' } });
};

function WhereAmI() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function openTag(route: string, before?: RenderAppOptions['before']) {
  return renderApp(
    <>
      <TagPage />
      <WhereAmI />
    </>,
    { route, path: '/tags/:tag', modules: [feedModule], before },
  );
}

const headings = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getAllByRole('heading')[0]!.textContent);

test('lists the posts holding the tag in any letter case, newest first, under its normalized name', async () => {
  await openTag('/tags/KAYAKING', kayakingPosts);
  expect(screen.getByRole('heading', { level: 1, name: '#kayaking' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Posts with #kayaking' });
  expect(headings(list)).toEqual(['More rivers', 'Rivers']);
  expect(document.title).toBe('#kayaking | Social');
  // One tag, one address: the one its links name.
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/tags\/kayaking$/);
  // The cards link the tag as written, to the one page of the tag.
  const rivers = within(list).getByRole('article', { name: 'Rivers' });
  expect(within(rivers).getByRole('link', { name: '#Kayaking' })).toHaveAttribute('href', '/tags/kayaking');
});

test('sorts as Explore does: Oldest puts the first post first', async () => {
  await openTag('/tags/kayaking', kayakingPosts);
  await screen.findByRole('list', { name: 'Posts with #kayaking' });
  expect(screen.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Oldest' }));
  expect(screen.getByRole('button', { name: 'Oldest' })).toHaveAttribute('aria-pressed', 'true');
  await screen.findByText('You have reached the end.');
  expect(headings(screen.getByRole('list', { name: 'Posts with #kayaking' }))).toEqual(['Rivers', 'More rivers']);
});

test('a tag no post holds says so', async () => {
  await openTag('/tags/unheard');
  expect(await screen.findByText('No posts with #unheard yet.')).toBeInTheDocument();
});

test('an address that cannot be a tag says why, in the contract words, and asks the server nothing', async () => {
  let asked = 0;
  await openTag('/tags/2024', (api) => {
    jest.spyOn(api, 'getTagPosts').mockImplementation(() => {
      asked += 1;
      return Promise.reject(new Error('not expected'));
    });
    return Promise.resolve();
  });
  expect(screen.getByRole('alert')).toHaveTextContent(`"#2024" is not a tag. ${messages.invalidTag}`);
  expect(screen.queryByRole('button', { name: 'Newest' })).not.toBeInTheDocument();
  expect(asked).toBe(0);
});

test("in Spanish, an address that cannot be a tag says why in Spanish, the contract's reason too", async () => {
  await renderApp(<TagPage />, { route: '/tags/2024', path: '/tags/:tag', modules: [feedModule], language: 'es' });
  expect(screen.getByRole('alert')).toHaveTextContent(
    '“#2024” no es una etiqueta. Una etiqueta contiene letras, números y «_» (al menos una letra), con 50 caracteres como máximo.',
  );
});

test('a failed load says so, and Try again loads the posts', async () => {
  await openTag('/tags/kayaking', async (api) => {
    await kayakingPosts(api);
    localStorage.setItem('mock-api:fail', JSON.stringify({ path: '^/api/posts/tag/', status: 503 }));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('could not feth posts!');
  localStorage.removeItem('mock-api:fail');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  const list = await screen.findByRole('list', { name: 'Posts with #kayaking' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
});

test("one's own new post with the tag leads the newest-first tag page at once", async () => {
  const { appStore } = await openTag('/tags/kayaking', kayakingPosts);
  await screen.findByRole('list', { name: 'Posts with #kayaking' });
  appStore.store.dispatch(createPost.request({ postData: { caption: 'Third time', content: 'Still #KAYAKING', img: '' } }));
  const list = screen.getByRole('list', { name: 'Posts with #kayaking' });
  expect(await within(list).findByRole('article', { name: 'Third time' })).toBeInTheDocument();
  expect(headings(list)[0]).toBe('Third time');
});
