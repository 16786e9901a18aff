import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guestCredentials } from 'api-contract/guest';
import { opened } from 'api-contract/testing/opened-session';
import { renderApp, stopTestApi } from '../../testing/render-app';
import { SideNav } from '../../layout/side-nav';
import { login } from '../../features/session';
import { startLanguage } from '../shell-catalogues';
import { LanguageSelect } from '../language-select';

afterEach(stopTestApi);
afterEach(() => localStorage.clear());

// A change of language renders the app again: its elements are new, so each query finds them afresh.
test('choosing Japanese shows the interface in Japanese at once, and keeps it on the account for the next device', async () => {
  const { appStore } = await renderApp(
    <>
      <LanguageSelect />
      <SideNav />
    </>,
    { before: startLanguage },
  );
  await userEvent.selectOptions(screen.getByLabelText('Language'), '日本語');
  expect(await screen.findByRole('link', { name: 'ホーム' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'ja');
  // Another device signs in to the same account: its record says Japanese once the choice is kept.
  await waitFor(async () => expect(opened(await appStore.api.login({ body: guestCredentials })).foundUser.language).toBe('ja'));
});

test('signing in brings the language the account keeps, chosen on another device', async () => {
  const { appStore } = await renderApp(<SideNav />, {
    before: async (api) => {
      await startLanguage();
      await api.setLanguage({ body: { language: 'de' } });
    },
  });
  expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
  // This device signs in again (the login's answer in hand, so the test holds no race with it).
  const { foundUser, encodedToken } = opened(await appStore.api.login({ body: guestCredentials }));
  appStore.store.dispatch(login.success({ token: encodedToken, user: foundUser }));
  expect(await screen.findByRole('link', { name: 'Startseite' })).toBeInTheDocument();
});

test("going back to the browser's language forgets the choice on this browser", async () => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
  await renderApp(<LanguageSelect />, { before: startLanguage });
  await userEvent.selectOptions(screen.getByRole('combobox'), 'Español');
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'es'));
  await userEvent.selectOptions(screen.getByRole('combobox'), '');
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
  expect(localStorage.getItem('language')).toBeNull();
});
