import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'shell/router';
import { appRoutes } from '../routes';

/** A screen of the shell that fails while rendering. */
function BrokenScreen(): never {
  throw new Error('a screen that cannot render');
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

test('when a screen of the shell fails, the page says so in words and offers a fresh start; another address shows again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The app's own root route, around a screen that fails and one that works.
  const routes: RouteObject[] = [
    {
      element: appRoutes[0]?.element,
      children: [
        { path: '/', element: <BrokenScreen /> },
        { path: '/works', element: <h1>A screen that works</h1> },
      ],
    },
  ];
  render(
    <MemoryRouter initialEntries={['/']}>
      <Link to="/works">Elsewhere</Link>
      <Routes routes={routes} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown. Nothing you saved is lost.');
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  expect(document.title).toBe('Something went wrong | Social');

  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(await screen.findByRole('heading', { name: 'A screen that works' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
