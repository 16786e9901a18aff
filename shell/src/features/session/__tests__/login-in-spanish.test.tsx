import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from '../../../testing/render-app';
import { LoginPage } from '../components/login-page';
import { SignupPage } from '../components/signup-page';

afterEach(stopTestApi);

test('the login page reads in Spanish, the server’s refusal included', async () => {
  await renderApp(<LoginPage />, { route: '/login', signedOut: true, language: 'es' });
  expect(screen.getByRole('heading', { name: '¡Hola de nuevo!' })).toBeInTheDocument();
  expect(document.title).toBe('Iniciar sesión | Social');
  expect(screen.getByRole('button', { name: 'Entrar como invitado' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', '/signup');
  expect(screen.getByText('¿Primera vez aquí?')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Nombre de usuario'), 'guest');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('El nombre de usuario o la contraseña no son correctos.');
});

test('the signup page reads in Spanish', async () => {
  await renderApp(<SignupPage />, { route: '/signup', signedOut: true, language: 'es' });
  expect(screen.getByRole('heading', { name: '¡¡Hola, colega!!' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
  expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crear una cuenta' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
});
