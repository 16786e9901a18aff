import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from 'api-contract/limits';
import { Menu } from '../../../ui/menu';
import { renderApp, stopTestApi } from '../../../testing/render-app';
import { SafetyMenuItems } from '../safety-menu-items';

afterEach(stopTestApi);

const omar = { userId: 'user-omar', username: 'omarh' };

test('the safety menu and the report dialog read in Spanish, the UI kit’s words included', async () => {
  await renderApp(
    <Menu label="Opciones">
      <SafetyMenuItems author={omar} report={{ targetType: 'user', targetId: omar.userId }} withMute />
    </Menu>,
    { language: 'es' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Opciones' }));
  expect(await screen.findByRole('button', { name: 'Silenciar a @omarh' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bloquear a @omarh' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Denunciar a @omarh' }));

  const dialog = screen.getByRole('dialog', { name: 'Denunciar a @omarh' });
  const reasons = within(dialog).getByRole('group', { name: '¿Por qué lo denuncias?' });
  expect(
    within(reasons)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Spam', 'Acoso', 'Contenido ilegal', 'Otro motivo']);
  expect(within(dialog).getByText(`Quedan ${limits.reportTextMax} caracteres`)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
  expect(within(dialog).getByText('Elige por qué lo denuncias.')).toBeInTheDocument();
});
