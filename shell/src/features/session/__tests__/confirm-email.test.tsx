import { screen } from '@testing-library/react';
import { Route, Routes } from 'shell/router';
import { messages } from 'api-contract/messages';
import { renderApp, stopTestApi } from '../../../testing/render-app';
import { ConfirmEmailPage } from '../components/confirm-email-page';

afterEach(() => stopTestApi());

function ConfirmRoutes() {
  return (
    <Routes>
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      <Route path="/login" element={<h1>Login screen</h1>} />
    </Routes>
  );
}

// The mock sends no mail, so makes no confirmation link: a real one is followed on the server
// (api-server/test/email-confirmation-mail.test.ts).
describe('a link to confirm an email address', () => {
  test('one no one made is refused in words at once, with the way to log in', async () => {
    await renderApp(<ConfirmRoutes />, { route: '/confirm-email#token=no-such-link', signedOut: true });
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.confirmLinkInvalid);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  test('in the reader’s language, by its code', async () => {
    await renderApp(<ConfirmRoutes />, { route: '/confirm-email#token=no-such-link', signedOut: true, language: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace para confirmar una dirección de correo no es válido. Pide uno nuevo en Ajustes.',
    );
  });

  test('one without its token says it is incomplete, and asks the server nothing', async () => {
    await renderApp(<ConfirmRoutes />, { route: '/confirm-email', signedOut: true });
    expect(
      screen.getByText('This link to confirm an email address is incomplete. Check that you have the whole link.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Confirming…')).not.toBeInTheDocument();
  });
});
