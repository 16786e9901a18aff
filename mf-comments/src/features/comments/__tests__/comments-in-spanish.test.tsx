import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';
import { commentSaying, replyAs } from './comment-helpers';

afterEach(stopTestApi);

test('the comments page reads in Spanish', async () => {
  await renderApp(<CommentsPage />, {
    route: '/comments/post-3',
    path: '/comments/:postId',
    modules: [commentsModule],
    language: 'es',
    beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', ['Reply 1', 'Reply 2']),
  });
  const list = await screen.findByRole('list', { name: 'Comentarios' });
  expect(screen.getByRole('heading', { name: 'Comentarios' })).toBeInTheDocument();
  expect(document.title).toBe('Comentarios | Social');

  const form = screen.getByRole('form', { name: 'Añadir un comentario' });
  expect(within(form).getByPlaceholderText('Comenta como @guest…')).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Publicar' })).toBeInTheDocument();

  // What people wrote stays as they wrote it.
  const bakery = await commentSaying(list, 'Which bakery?');
  expect(within(bakery).getAllByRole('button', { name: 'Responder' })[0]).toBeInTheDocument();
  expect(within(bakery).getByRole('button', { name: /^Voto positivo, \d+$/ })).toBeInTheDocument();
  await userEvent.click(within(bakery).getByRole('button', { name: 'Ver 2 respuestas' }));
  const replies = await within(bakery).findByRole('list', { name: 'Respuestas a @kenjisato' });
  expect(await within(replies).findByText('Reply 2')).toBeInTheDocument();
  expect(within(bakery).getByRole('button', { name: 'Ocultar respuestas' })).toBeInTheDocument();
});
