import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { giveGuestRole, renderApp, signInOnMock, stopTestApi } from 'shell/testing';
import { adminModule } from '../../../admin-module';
import { ModerationPage } from '../pages/moderation-page';

afterEach(stopTestApi);

test('the moderation screen reads in Spanish', async () => {
  await renderApp(<ModerationPage />, {
    route: '/moderation',
    path: '/moderation',
    modules: [adminModule],
    language: 'es',
    beforeSignIn: async (mock) => {
      await giveGuestRole(mock, 'moderator');
      // omar's "Sunday ride" (post-3), reported by priya and by kenji.
      const priya = await signInOnMock({ username: 'priyanair', password: 'priyaNair123' });
      await priya.createReport({ body: { targetType: 'post', targetId: 'post-3', reason: 'spam', text: '' } });
      const kenji = await signInOnMock({ username: 'kenjisato', password: 'kenjiSato123' });
      await kenji.createReport({ body: { targetType: 'post', targetId: 'post-3', reason: 'harassment', text: 'He mocks my bakery.' } });
    },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Moderación' })).toBeInTheDocument();
  expect(document.title).toBe('Moderación | Social');
  expect(screen.getByRole('tab', { name: 'Denuncias' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Registro' })).toBeInTheDocument();

  const queue = await screen.findByRole('list', { name: 'Denuncias abiertas' });
  const card = within(queue).getByRole('listitem', { name: 'Publicación de @omarh' });
  expect(within(card).getByText('Miembro')).toBeInTheDocument();
  expect(within(card).getByText('2 denuncias')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Abrir la publicación' })).toBeInTheDocument();
  const reports = within(card).getByRole('list', { name: 'Sus denuncias' });
  expect(within(reports).getByText('Acoso').parentElement).toHaveTextContent(/de @kenjisato/);
  // What people wrote stays as they wrote it.
  expect(within(card).getByText('Sunday ride')).toBeInTheDocument();
  expect(within(reports).getByText('He mocks my bakery.')).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Suspender' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspender a @omarh' });
  expect(within(dialog).getByRole('option', { name: '7 días' })).toBeInTheDocument();
  expect(within(dialog).getByRole('option', { name: 'Para siempre' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Motivo')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
});
