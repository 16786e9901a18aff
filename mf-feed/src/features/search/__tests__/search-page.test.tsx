import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi, type RenderAppOptions } from 'shell/testing';
import { useLocation } from 'shell/router';
import { feedModule } from '../../../feed-module';
import { SearchPage } from '../pages/search-page';

afterEach(stopTestApi);

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function openSearch(route: string, before?: RenderAppOptions['before']) {
  return renderApp(
    <>
      <SearchPage />
      <WhereAmI />
    </>,
    { route, path: '/search', modules: [feedModule], before },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });
const tab = (name: string) => screen.getByRole('tab', { name });
const fail = (path: string) => localStorage.setItem('mock-api:fail', JSON.stringify({ path, status: 503 }));

const taggedPosts: RenderAppOptions['before'] = async (api) => {
  await api.createPost({ body: { caption: 'Rivers', content: 'Morning on the water #Kayaking' } });
  await api.createPost({ body: { caption: 'More rivers', content: 'Again today #kayaking' } });
  await api.createPost({ body: { caption: 'Small boat', content: 'A first #kayak' } });
};

test('with a text, the Posts tab is selected and finds the posts holding its words', async () => {
  await openSearch('/search?q=bakery');
  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  expect(document.title).toBe('Search | Social');
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bakery');
  expect(tab('Posts')).toHaveAttribute('aria-selected', 'true');
  expect(tab('People')).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel', { name: 'Posts' })).toBeInTheDocument();
  expect(screen.getByText(/Loading posts/)).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Posts matching "bakery"' });
  expect(within(list).getAllByRole('article')).toHaveLength(1);
  expect(within(list).getByRole('article', { name: 'Sunday ride' })).toBeInTheDocument();
});

test('a search that finds no post says so, and a failed one says so with Try again', async () => {
  await openSearch('/search?q=submarine');
  expect(await screen.findByText('No posts match "submarine".')).toBeInTheDocument();

  fail('^/api/search/posts');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '{Control>}a{/Control}bakery{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('could not feth posts!');
  localStorage.removeItem('mock-api:fail');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Sunday ride' })).toBeInTheDocument();
});

test('Enter searches the text typed: a new address, on the tab the address named', async () => {
  await openSearch('/search?q=omar&tab=people');
  expect(tab('People')).toHaveAttribute('aria-selected', 'true');
  const box = screen.getByRole('searchbox', { name: 'Search' });
  await userEvent.clear(box);
  await userEvent.type(box, '  priya  {Enter}');
  expect(address()).toHaveTextContent('/search?q=priya&tab=people');
  expect(await screen.findByRole('link', { name: 'priyanair' })).toHaveAttribute('href', '/profile/priyanair');
});

test('the tabs follow the keyboard as WAI-ARIA tabs do, and the address keeps the tab', async () => {
  await openSearch('/search?q=kay', taggedPosts);
  expect(tab('Posts')).toHaveAttribute('tabindex', '0');
  expect(tab('Tags')).toHaveAttribute('tabindex', '-1');
  tab('Posts').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Tags')).toHaveFocus();
  expect(tab('Tags')).toHaveAttribute('aria-selected', 'true');
  expect(address()).toHaveTextContent('/search?q=kay&tab=tags');
  expect(screen.getByRole('tabpanel', { name: 'Tags' })).toBeInTheDocument();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('People')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Tags')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(tab('People')).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{End}');
  expect(tab('Tags')).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(tab('Posts'));
  expect(address()).toHaveTextContent('/search?q=kay&tab=posts');
});

test('People: those whose username holds the text, linked with their avatars; none, or a failure, said in words', async () => {
  await openSearch('/search?q=OMAR&tab=people');
  const people = await screen.findByRole('list', { name: 'People matching "OMAR"' });
  const omar = within(people).getByRole('link', { name: 'omarh' });
  expect(omar).toHaveAttribute('href', '/profile/omarh');
  expect(omar.querySelector('img, .avatar')).not.toBeNull();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '{Control>}a{/Control}nobody{Enter}');
  expect(await screen.findByText('No people match "nobody".')).toBeInTheDocument();

  fail('^/api/users/search');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '{Control>}a{/Control}lena{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not search for people.');
  localStorage.removeItem('mock-api:fail');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'lenaf' })).toBeInTheDocument();
});

test('Tags: the tags beginning with the text, most used first, each linking its page with its post count', async () => {
  await openSearch('/search?q=%23Kay&tab=tags', taggedPosts);
  const tags = await screen.findByRole('list', { name: 'Tags matching "#Kay"' });
  expect(
    within(tags)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['#kayaking · 2 posts', '#kayak · 1 post']);
  expect(within(tags).getByRole('link', { name: '#kayaking' })).toHaveAttribute('href', '/tags/kayaking');
});

test('Tags with no text: the most used; a text no tag begins with, or a failure, said in words', async () => {
  await openSearch('/search?tab=tags', taggedPosts);
  const tags = await screen.findByRole('list', { name: 'Most used tags' });
  expect(
    within(tags)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['#kayaking', '#kayak']);

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zebra{Enter}');
  expect(await screen.findByText('No tags match "zebra".')).toBeInTheDocument();

  fail('^/api/search/tags');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '{Control>}a{/Control}boat{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not search for tags.');
});

test('Posts with no text asks for words instead of searching', async () => {
  await openSearch('/search');
  expect(tab('Posts')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText(/Type words to find posts/)).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
