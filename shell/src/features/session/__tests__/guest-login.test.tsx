import { screen } from '@testing-library/react';
import { Route, Routes } from 'shell/router';
import { runtimeConfigPath } from 'api-contract/runtime-config';
import { renderApp, stopTestApi } from '../../../testing/render-app';
import { resetCommunitySettings } from '../../../start/community-settings';
import { loadRuntimeConfig } from '../../../start/runtime-config';
import { LoginPage } from '../components/login-page';

const pageFetch = globalThis.fetch;

afterEach(async () => {
  globalThis.fetch = pageFetch;
  resetCommunitySettings();
  await stopTestApi();
});

/** The login screen of a page whose server answered `/config.json` with `served`, read as the page reads it when it starts. */
async function openLoginServedWith(served: object) {
  const server = jest.fn((_input: RequestInfo | URL) =>
    Promise.resolve(new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } })),
  );
  globalThis.fetch = server;
  await loadRuntimeConfig();
  globalThis.fetch = pageFetch;
  expect(server).toHaveBeenCalledWith(runtimeConfigPath);
  await renderApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route: '/login', signedOut: true },
  );
}

const guestButton = () => screen.queryByRole('button', { name: 'Login as a Guest' });

test('a server that says guest login is off (a deployment) gets no "Login as a Guest" button; the login form stays', async () => {
  await openLoginServedWith({ api: 'server', remotes: {}, guestLogin: false });
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(guestButton()).not.toBeInTheDocument();
});

test.each([
  ['a server in demo that says so', { api: 'server', remotes: {}, guestLogin: true }],
  ['a configuration that does not say, as the mock’s', { api: 'mock', remotes: {} }],
])('the demo shows "Login as a Guest": %s', async (_name, served) => {
  await openLoginServedWith(served);
  expect(guestButton()).toBeInTheDocument();
});
