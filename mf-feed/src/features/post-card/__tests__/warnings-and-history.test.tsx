import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedPictureAlt } from 'api-contract/seed';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { ExplorePage } from '../../feed';

afterEach(stopTestApi);

async function openExplore() {
  await renderApp(<ExplorePage />, { modules: [feedModule] });
  return screen.findByRole('list', { name: 'All posts' });
}

const card = (list: HTMLElement, caption: string) => within(list).getByRole('article', { name: caption });

async function openEditor(list: HTMLElement, caption: string) {
  await userEvent.click(within(card(list, caption)).getByRole('button', { name: 'Post options' }));
  await userEvent.click(within(card(list, caption)).getByRole('button', { name: 'Edit' }));
  return await screen.findByRole('dialog', { name: 'Edit Post' });
}

test('a warning of only spaces is refused beside its field before sending, keeping what was typed', async () => {
  const list = await openExplore();
  const dialog = await openEditor(list, 'Hello there');
  await userEvent.type(within(dialog).getByLabelText('Content'), ' Again.');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Warn readers before they see it' }));
  await userEvent.type(within(dialog).getByLabelText('Content warning'), '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(within(dialog).getByText('Content warning cannot be only spaces.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Content')).toHaveValue('Trying out this place. Say hi! Again.');
  expect(screen.queryByText('Post Updated!')).not.toBeInTheDocument();
});

test('a warned post hides its content and image until the reader shows them', async () => {
  const list = await openExplore();
  const dialog = await openEditor(list, 'Hello there');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Warn readers before they see it' }));
  await userEvent.type(within(dialog).getByLabelText('Content warning'), 'Bad puns');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  const warned = await within(list).findByText('Bad puns');
  const post = card(list, 'Hello there');
  expect(post).toContainElement(warned);
  expect(within(post).queryByText('Trying out this place. Say hi!')).not.toBeInTheDocument();
  expect(within(post).queryByRole('img', { name: seedPictureAlt })).not.toBeInTheDocument();

  await userEvent.click(within(post).getByRole('button', { name: 'Show post' }));
  expect(within(post).getByText('Trying out this place. Say hi!')).toBeInTheDocument();
  expect(within(post).getByRole('img', { name: seedPictureAlt })).toBeInTheDocument();
  await userEvent.click(within(post).getByRole('button', { name: 'Hide post' }));
  expect(within(post).queryByText('Trying out this place. Say hi!')).not.toBeInTheDocument();
});

test('an edited post says so, and its history shows what it said before', async () => {
  const list = await openExplore();
  expect(within(card(list, 'Hello there')).queryByRole('button', { name: /^edited/ })).not.toBeInTheDocument();
  const dialog = await openEditor(list, 'Hello there');
  await userEvent.clear(within(dialog).getByLabelText('Content'));
  await userEvent.type(within(dialog).getByLabelText('Content'), 'Trying out this place. Say hello!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  const edited = await within(card(list, 'Hello there')).findByRole('button', { name: /^edited just now/ });
  await userEvent.click(edited);
  const history = await screen.findByRole('dialog', { name: 'Edit history' });
  await within(history).findByText('Trying out this place. Say hi!');
  const versions = within(history).getAllByRole('listitem');
  expect(versions).toHaveLength(2);
  expect(versions[0]).toHaveTextContent('Trying out this place. Say hello!');
  expect(versions[1]).toHaveTextContent('Trying out this place. Say hi!');
});
