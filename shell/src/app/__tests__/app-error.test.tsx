import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'shell/router';
import { appRoutes } from '../routes';

/** A screen of the shell that fails while rendering. */
function BrokenScreen(): never {
  throw new Error('a screen that cannot render');
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

test('when a screen of the shell fails, the page says so in words and offers a fresh start', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The app's own root route, around a screen that fails.
  const routes: RouteObject[] = [{ element: appRoutes[0]?.element, children: [{ path: '/', element: <BrokenScreen /> }] }];
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes routes={routes} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown. Nothing you saved is lost.');
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  expect(document.title).toBe('Something went wrong | Social');
});
