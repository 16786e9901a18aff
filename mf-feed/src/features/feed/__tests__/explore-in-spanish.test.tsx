import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { ExplorePage } from '../pages/explore-page';

afterEach(stopTestApi);

test('Explore reads in Spanish: the page, its cards, their counts and the toasts of what is done on them', async () => {
  await renderApp(<ExplorePage />, { modules: [feedModule], language: 'es' });
  expect(screen.getByRole('heading', { name: 'Explorar' })).toBeInTheDocument();
  expect(document.title).toBe('Explorar | Social');
  const sorting = screen.getByRole('group', { name: 'Ordenar publicaciones' });
  expect(within(sorting).getByRole('button', { name: 'Más recientes' })).toHaveAttribute('aria-pressed', 'true');

  const list = await screen.findByRole('list', { name: 'Todas las publicaciones' });
  const firstLight = within(list).getByRole('article', { name: 'First light' });
  // A count and the likers, whole sentences in Spanish; what people wrote stays as written.
  expect(within(firstLight).getByText('2 me gusta')).toBeInTheDocument();
  expect(within(firstLight).getByText(/^Le gusta a/)).toHaveTextContent('Le gusta a priyanair, omarh');
  expect(within(firstLight).getByRole('link', { name: /^Comentarios \(\d+\)$/ })).toHaveAttribute('href', '/comments/post-1');
  // The date as Spanish writes it, not the spec's English label.
  expect(within(firstLight).getByRole('time').textContent).not.toMatch(/ (AM|PM) /);
  const sundayRide = within(list).getByRole('article', { name: 'Sunday ride' });
  expect(within(sundayRide).getByText('Sé la primera persona en darle me gusta')).toBeInTheDocument();

  // The saga's toast, said in the language of the moment.
  await userEvent.click(within(sundayRide).getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('¡Publicación guardada!')).toBeInTheDocument();
  expect(within(sundayRide).getByRole('button', { name: 'Quitar de guardados' })).toHaveAttribute('aria-pressed', 'true');
});
