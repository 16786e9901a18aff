import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from '../../testing/render-app';
import { fetchUsers } from '../../features/users/users-slice';
import { UserSearch } from '../user-search';

afterEach(stopTestApi);

test('finds users whose username contains the text, ignoring case, and links to their profiles', async () => {
  const { appStore } = await renderApp(<UserSearch />);
  act(() => {
    appStore.store.dispatch(fetchUsers.request());
  });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'NAIR');
  const results = await screen.findByRole('list', { name: 'Matching users' });
  expect(results).toHaveTextContent('priyanair');
  expect(screen.getByRole('link', { name: 'priyanair' })).toHaveAttribute('href', '/profile/priyanair');
});

test('says when no user matches', async () => {
  const { appStore } = await renderApp(<UserSearch />);
  act(() => {
    appStore.store.dispatch(fetchUsers.request());
  });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
  expect(await screen.findByText('No user matches "zzz".')).toBeInTheDocument();
});
