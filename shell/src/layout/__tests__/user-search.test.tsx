import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from '../../testing/render-app';
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
