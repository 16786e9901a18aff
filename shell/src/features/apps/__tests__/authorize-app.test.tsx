import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'api-contract/messages';
import type { MockApi } from 'mock-api/server';
import { renderApp, stopTestApi } from '../../../testing/render-app';
import { AuthorizeAppPage } from '../components/authorize-app-page';

afterEach(() => stopTestApi());

const outOfBand = 'urn:ietf:wg:oauth:2.0:oob';
const callback = 'ivory://oauth-callback';

/** Ivory registers itself before the member arrives, as an app does on the server. */
let clientId = '';
const ivoryRegisters = async (mock: MockApi) => {
  clientId = (
    await mock.registerApp({
      client_name: 'Ivory',
      redirect_uris: [callback, outOfBand],
      scopes: 'read write follow',
      website: 'https://tapbots.com',
    })
  ).client_id;
};

/** The address an app sends the member to, with what it asks. */
const authorizeAddress = (asked: Record<string, string>) => () =>
  `/oauth/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: callback, response_type: 'code', ...asked })}`;

describe('an app asks the member to allow it', () => {
  test('the screen names the app, who is signed in, what it may do and where they go back', async () => {
    await renderApp(<AuthorizeAppPage />, { beforeSignIn: ivoryRegisters, route: authorizeAddress({ scope: 'read write' }) });
    expect(await screen.findByRole('heading', { name: 'Allow Ivory to use your account?' })).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('You are signed in as guest. Ivory asks to:');
    const scopes = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(scopes.map((item) => item.textContent)).toEqual([
      'See everything your account can see: posts, people, your notifications, bookmarks and messages read',
      'Post, edit and delete in your name; like, repost, bookmark; change your profile write',
    ]);
    expect(screen.getByRole('link', { name: 'https://tapbots.com' })).toHaveAttribute('href', 'https://tapbots.com');
    expect(screen.getByText(`Either way, you will be sent back to ${callback}.`)).toBeInTheDocument();
  });

  test('Allow, for an app that takes no redirect, shows the code to copy', async () => {
    await renderApp(<AuthorizeAppPage />, { beforeSignIn: ivoryRegisters, route: authorizeAddress({ redirect_uri: outOfBand }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(await screen.findByText('Copy this code into Ivory to finish signing in:')).toBeInTheDocument();
    expect(screen.getByRole('status').querySelector('code')?.textContent).toMatch(/^[\w-]{43}$/);
  });

  test('Deny, for an app that takes no redirect, says nothing was allowed', async () => {
    await renderApp(<AuthorizeAppPage />, { beforeSignIn: ivoryRegisters, route: authorizeAddress({ redirect_uri: outOfBand }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You did not allow Ivory. You can close this page.');
  });

  test('Allow sends the member back to the app with the code, or offers the link when the browser stays', async () => {
    await renderApp(<AuthorizeAppPage />, { beforeSignIn: ivoryRegisters, route: authorizeAddress({ state: 'k7' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    const back = new URL((await screen.findByRole('link', { name: 'go back to the app' })).getAttribute('href')!);
    expect([back.protocol, back.searchParams.get('state'), back.searchParams.get('code')?.length]).toEqual(['ivory:', 'k7', 43]);
  });

  test('a request for an address the app did not register is refused in words, with no Allow to click', async () => {
    await renderApp(<AuthorizeAppPage />, {
      beforeSignIn: ivoryRegisters,
      route: authorizeAddress({ redirect_uri: 'https://evil.example/catch' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.oauthRedirectNotRegistered);
    expect(screen.queryByRole('button', { name: 'Allow' })).not.toBeInTheDocument();
  });

  test('in the reader’s language', async () => {
    await renderApp(<AuthorizeAppPage />, { beforeSignIn: ivoryRegisters, route: authorizeAddress({}), language: 'fr' });
    expect(await screen.findByRole('button', { name: 'Autoriser' })).toBeInTheDocument();
  });
});
