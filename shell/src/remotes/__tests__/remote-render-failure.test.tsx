import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shell/router';
import { loadFederated } from 'federation-runtime/load-federated';
import { AppLayout } from '../../layout/app-layout';
import type { RemoteModule } from '../../store/remote-module';
import { renderApp, stopTestApi } from '../../testing/render-app';
import { RemotePage } from '../remote-page';
import { remoteRoutes } from '../remote-routes';

jest.mock('federation-runtime/load-federated', () => ({ loadFederated: jest.fn() }));

afterEach(stopTestApi);

/** A remote whose Explore page throws while rendering for as long as `explore.broken` holds. */
function remoteWithBrokenExplore(explore: { broken: boolean }): RemoteModule<'mf_feed'> {
  return {
    id: 'mf_feed',
    reducers: {},
    pages: {
      home: () => <h1>Home of the remote</h1>,
      explore: () => {
        if (explore.broken) throw new Error('The remote failed while rendering');
        return <h1>Explore, working again</h1>;
      },
      bookmarks: () => <h1>Bookmarks of the remote</h1>,
      liked: () => <h1>Liked posts of the remote</h1>,
      tag: () => <h1>A tag of the remote</h1>,
      search: () => <h1>Search of the remote</h1>,
    },
    widgets: { 'new-post': () => null },
  };
}

function SignedInApp() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {remoteRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RemotePage key={route.path} route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}

beforeEach(() => {
  // React reports a caught render error on the console as well; the screen is what is tested.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a remote page that throws while rendering says so with Try again, and the navigation keeps working', async () => {
  jest.mocked(loadFederated).mockResolvedValue(remoteWithBrokenExplore({ broken: true }));
  await renderApp(<SignedInApp />, { route: '/explore' });

  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('Explore could not be shown.');
  expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

  const navigation = screen.getByRole('navigation', { name: 'Main' });
  await userEvent.click(within(navigation).getByRole('link', { name: 'Home' }));
  expect(await screen.findByRole('heading', { name: 'Home of the remote' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Try again renders the failed page again, and it shows once it renders', async () => {
  const explore = { broken: true };
  jest.mocked(loadFederated).mockResolvedValue(remoteWithBrokenExplore(explore));
  await renderApp(<SignedInApp />, { route: '/explore' });

  const failure = await screen.findByRole('alert');
  explore.broken = false;
  await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Explore, working again' })).toBeInTheDocument();
});
