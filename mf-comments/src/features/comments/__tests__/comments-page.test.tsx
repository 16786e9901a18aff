import { screen, within } from '@testing-library/react';
import { renderApp, stopTestApi } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';

afterEach(stopTestApi);

const openComments = (postId: string) =>
  renderApp(<CommentsPage />, { route: `/comments/${postId}`, path: '/comments/:postId', modules: [commentsModule] });

test('the comments page shows the chosen post and its comments with their authors', async () => {
  await openComments('post-1');
  expect(await screen.findByRole('article', { name: 'First light' })).toBeInTheDocument();
  const comments = await screen.findByRole('list', { name: 'Comments' });
  const items = within(comments).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: '@priyanair' })).toHaveAttribute('href', '/profile/priyanair');
  expect(within(items[0]!).getByText('Worth the alarm!')).toBeInTheDocument();
});

test('an unknown post id says which post was not found', async () => {
  await openComments('nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('No post with id "nope" exists.');
});

// These ids are names of Object.prototype's members: a lookup in a plain object by them used to
// find that member instead of nothing, and the page crashed.
test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
  'the id "%s" gets the same not-found answer as any unknown id',
  async (postId) => {
    await openComments(postId);
    expect(await screen.findByRole('alert')).toHaveTextContent(`No post with id "${postId}" exists.`);
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
  },
);
