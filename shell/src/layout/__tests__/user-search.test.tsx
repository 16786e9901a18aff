import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from '../../testing/render-app';
import { useLocation } from 'shell/router';
import { UserSearch } from '../user-search';

afterEach(stopTestApi);

test('finds users whose username contains the text, ignoring case, and links to their profiles', async () => {
  await renderApp(<UserSearch />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'NAIR');
  const results = await screen.findByRole('list', { name: 'Matching users' });
  expect(await screen.findByRole('link', { name: 'priyanair' })).toHaveAttribute('href', '/profile/priyanair');
  expect(results).not.toHaveTextContent('kenjisato');
});

test('says when no user matches', async () => {
  await renderApp(<UserSearch />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
  expect(await screen.findByText('No user matches "zzz".')).toBeInTheDocument();
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

test('Enter opens the search screen for the text, on its Posts tab, and the typeahead closes', async () => {
  await renderApp(
    <>
      <UserSearch />
      <WhereAmI />
    </>,
    { route: '/home' },
  );
  const box = screen.getByRole('searchbox', { name: 'Search users' });
  await userEvent.type(box, ' sunday ride ');
  expect(await screen.findByRole('list', { name: 'Matching users' })).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/search?q=sunday+ride');
  expect(box).toHaveValue('');
  expect(screen.queryByRole('list', { name: 'Matching users' })).not.toBeInTheDocument();
});

test('Enter in an empty box goes nowhere', async () => {
  await renderApp(
    <>
      <UserSearch />
      <WhereAmI />
    </>,
    { route: '/home' },
  );
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), '   {Enter}');
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/home');
});
