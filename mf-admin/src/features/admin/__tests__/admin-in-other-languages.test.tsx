import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainWords, renderApp, stopTestApi } from 'shell/testing';
import { adminModule } from '../../../admin-module';
import { AdminPage } from '../pages/admin-page';

afterEach(stopTestApi);

test('mail, background work and a reset link read in Spanish, the link’s end as Spanish writes a moment', async () => {
  await renderApp(<AdminPage />, {
    route: '/admin',
    path: '/admin',
    modules: [adminModule],
    language: 'es',
    beforeSignIn: (mock) => mock.makeAdmin('guest'),
  });
  const jobs = screen.getByRole('region', { name: 'Correo y tareas en segundo plano' });
  expect(await within(jobs).findByText(/^El correo está desactivado: este servidor no envía correos/)).toHaveTextContent(
    /activa el correo con SOCIAL_SMTP_URL \(consulta la guía de operaciones\)\.$/,
  );
  expect(within(jobs).getByText('Todavía no hay tareas en cola.')).toBeInTheDocument();
  expect(within(jobs).getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();

  const reset = screen.getByRole('region', { name: 'Enlace para restablecer la contraseña' });
  await userEvent.type(within(reset).getByLabelText('Nombre de usuario del miembro'), 'omarh');
  await userEvent.click(within(reset).getByRole('button', { name: 'Crear un enlace' }));
  expect(await within(reset).findByRole('textbox', { name: 'Enlace de restablecimiento de @omarh' })).toBeInTheDocument();
  const said = within(reset).getByRole('status');
  const until = said.querySelector('time')?.textContent ?? '';
  expect(until).toBe(
    new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(said.querySelector('time')!.getAttribute('dateTime')!),
    ),
  );
  expect(said).toHaveTextContent(`El enlace de @omarh funciona una sola vez, hasta el ${until}.`);
  expect(within(reset).getByRole('button', { name: 'Copiar el enlace de restablecimiento de @omarh' })).toHaveTextContent('Copiar');
});

test('in the tests’ pseudo-language, the new sections have no text written outside a catalogue (a queue’s name and error are the server’s)', async () => {
  await renderApp(<AdminPage />, {
    route: '/admin',
    path: '/admin',
    modules: [adminModule],
    language: 'pseudo',
    beforeSignIn: (mock) => mock.makeAdmin('guest'),
    before: (api) => {
      const read = api.getJobs.bind(api);
      jest.spyOn(api, 'getJobs').mockImplementation(async () => {
        await read();
        const lastFailure = { error: 'connect ECONNREFUSED 127.0.0.1:587', at: '2026-03-02T09:30:00.000Z' };
        const failingInbox = {
          inbox: 'https://gone.example/inbox',
          failures: 3,
          lastError: 'Failed to send activity (410 Gone)',
          firstFailedAt: '2026-03-01T09:30:00.000Z',
          lastFailedAt: '2026-03-02T09:30:00.000Z',
        };
        return {
          mail: false,
          queues: [{ name: 'mail.password-reset', waiting: 1, running: 0, failed: 1, lastFailure }],
          failingInboxes: [
            { ...failingInbox, gaveUpAt: '2026-03-02T09:30:00.000Z' },
            { ...failingInbox, inbox: 'https://slow.example/inbox', gaveUpAt: null },
          ],
        };
      });
      return Promise.resolve();
    },
  });
  const [jobs, servers, reset] = screen.getAllByRole('region').slice(-3) as [HTMLElement, HTMLElement, HTMLElement];
  expect(await within(jobs).findByText('mail.password-reset')).toBeInTheDocument();
  await userEvent.type(within(reset).getByRole('textbox'), 'omarh');
  await userEvent.click(within(reset).getByRole('button'));
  expect(await within(reset).findByRole('textbox', { name: /omarh/ })).toBeInTheDocument();
  expect(await within(servers).findByText(/./, { selector: '.muted' })).toBeInTheDocument();
  expect([...plainWords(jobs), ...plainWords(servers), ...plainWords(reset)]).toEqual([]);
});
