import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Post } from 'api-contract/entities';
import { apiAs, renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { ExplorePage, HomePage } from '../../feed';

afterEach(async () => {
  await stopTestApi();
  localStorage.removeItem('mock-api:fail');
});

const explore = () => screen.getByRole('list', { name: 'All posts' });
const card = (caption: string) => within(explore()).getByRole('article', { name: caption });

async function openExplore(options: Parameters<typeof renderApp>[1] = {}) {
  const rendered = await renderApp(<ExplorePage />, { modules: [feedModule], ...options });
  await screen.findByRole('list', { name: 'All posts' });
  return rendered;
}

/** Opens a post's menu, once its author's record (which the menu needs) is in. */
async function openMenu(caption: string) {
  await userEvent.click(within(card(caption)).getByRole('button', { name: 'Post options' }));
  await within(card(caption)).findByRole('button', { name: /^(Follow \+|Unfollow) / });
}

test("someone else's post offers Mute, Block and Report post; one's own does not", async () => {
  await openExplore();
  await openMenu('Sunday ride');
  const sunday = card('Sunday ride');
  expect(within(sunday).getByRole('button', { name: 'Mute @omarh' })).toBeInTheDocument();
  expect(within(sunday).getByRole('button', { name: 'Block @omarh' })).toBeInTheDocument();
  expect(within(sunday).getByRole('button', { name: 'Report post' })).toBeInTheDocument();

  await userEvent.click(within(card('Hello there')).getByRole('button', { name: 'Post options' }));
  expect(within(card('Hello there')).queryByRole('button', { name: /Mute|Block|Report/ })).not.toBeInTheDocument();
});

test("blocking from a post's menu asks first, then takes the author's posts off Explore at once", async () => {
  await openExplore();
  await openMenu('Sunday ride');
  await userEvent.click(within(card('Sunday ride')).getByRole('button', { name: 'Block @omarh' }));
  const dialog = screen.getByRole('dialog', { name: 'Block @omarh?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(card('Sunday ride')).toBeInTheDocument();

  await openMenu('Sunday ride');
  await userEvent.click(within(card('Sunday ride')).getByRole('button', { name: 'Block @omarh' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Block @omarh?' })).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(within(explore()).queryByRole('article', { name: 'Sunday ride' })).not.toBeInTheDocument());
  expect(within(explore()).getAllByRole('article')).toHaveLength(5);
  expect(await screen.findByText('Blocked @omarh.')).toBeInTheDocument();
});

test("muting from a post's menu takes the author's posts off the home feed at once", async () => {
  await renderApp(<HomePage />, { modules: [feedModule] });
  const feed = await screen.findByRole('list', { name: 'Your feed' });
  const ridge = () => within(feed).queryByRole('article', { name: 'Ridge walk' });
  await userEvent.click(within(ridge()!).getByRole('button', { name: 'Post options' }));
  await userEvent.click(await within(ridge()!).findByRole('button', { name: 'Mute @priyanair' }));
  await waitFor(() => expect(ridge()).not.toBeInTheDocument());
  expect(await screen.findByText('Muted @priyanair.')).toBeInTheDocument();
  expect(within(feed).getAllByRole('article')).toHaveLength(2);
});

test("Report post sends a report of that post from the shell's dialog", async () => {
  await openExplore({ beforeSignIn: (mock) => mock.makeAdmin('lenaf') });
  await openMenu('Sunday ride');
  await userEvent.click(within(card('Sunday ride')).getByRole('button', { name: 'Report post' }));
  const dialog = screen.getByRole('dialog', { name: 'Report post' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Thanks for your report. A moderator will look at it.')).toBeInTheDocument();
  const { reports } = await (await apiAs('lenaf')).getReports();
  expect(reports.map(({ targetType, targetId }) => ({ targetType, targetId }))).toEqual([{ targetType: 'post', targetId: 'post-3' }]);
});

describe('"N new posts" counts only what the reader would see', () => {
  async function post(username: string, caption: string): Promise<Post> {
    return (await (await apiAs(username)).createPost({ body: { caption, content: 'Just now' } })).post;
  }

  test("a muted author's new post is not counted; another's is, and shows without loading the list again", async () => {
    await openExplore({ liveEvents: true, before: (api) => api.mute({ userId: 'user-omar' }).then(() => undefined) });
    await post('omarh', 'Muted news');
    await post('priyanair', 'Fresh from the ridge');
    const pill = await screen.findByRole('button', { name: '1 new post' });

    // The post was read when it was announced: showing it asks the server for nothing.
    localStorage.setItem('mock-api:fail', JSON.stringify({ path: '^/api/posts', status: 503 }));
    await userEvent.click(pill);
    expect(within(explore()).getAllByRole('article')[0]).toBe(card('Fresh from the ridge'));
    expect(within(explore()).queryByRole('article', { name: 'Muted news' })).not.toBeInTheDocument();
  });

  test('a new post of someone who blocks the reader is not counted', async () => {
    await openExplore({ liveEvents: true, before: async () => void (await apiAs('omarh')).block({ userId: 'user-guest' }) });
    await post('omarh', 'Not for the guest');
    await post('priyanair', 'For everyone');
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1 new post' }));
    expect(await within(explore()).findByRole('article', { name: 'For everyone' })).toBeInTheDocument();
    expect(within(explore()).queryByRole('article', { name: 'Not for the guest' })).not.toBeInTheDocument();
  });
});
