import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockApi } from 'mock-api/server';
import { AppProviders } from '../../../app/app-providers';
import { createAppStore } from '../../../store/create-app-store';
import { apiAs, renderApp, stopTestApi } from '../../../testing/render-app';

afterEach(stopTestApi);

/** Priya reports the guest's post "Hello there", and Lena, an admin, removes it with a reason. */
async function removeGuestsPost(mock: MockApi) {
  await mock.makeAdmin('lenaf');
  await (await apiAs('priyanair')).createReport({ body: { targetType: 'post', targetId: 'post-6', reason: 'spam', text: '' } });
  const lena = await apiAs('lenaf');
  const { reports } = await lena.getReports();
  await lena.actOnReport({ reportId: reports[0]!._id, body: { action: 'remove', reason: 'Links to a scam.' } });
}

test('after sign-in, what a moderator did is shown with the reason, once: OK marks it read', async () => {
  const { appStore } = await renderApp(<h1>Home</h1>, { beforeSignIn: removeGuestsPost });
  const dialog = await screen.findByRole('dialog', { name: 'A moderator acted on your account' });
  const notices = within(dialog).getByRole('list', { name: 'What the moderators did' });
  expect(within(notices).getByText('Your post "Hello there" was removed.')).toBeInTheDocument();
  expect(within(notices).getByText("The moderators' reason: Links to a scam.")).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect((await appStore.api.getNotices()).notices).toEqual([]);
});

test('each load of the page asks again, until OK', async () => {
  const first = await renderApp(<h1>Home</h1>, { beforeSignIn: removeGuestsPost });
  expect(await screen.findByRole('dialog', { name: 'A moderator acted on your account' })).toBeInTheDocument();
  first.unmount();

  // The page is loaded again, with the session it kept.
  const second = render(<AppProviders appStore={createAppStore()}>{null}</AppProviders>);
  const dialog = await screen.findByRole('dialog', { name: 'A moderator acted on your account' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  second.unmount();

  const third = createAppStore();
  render(<AppProviders appStore={third}>{null}</AppProviders>);
  await waitFor(() => expect(third.store.getState().notices.status).toBe('loaded'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('nothing is shown when no moderator acted', async () => {
  const { appStore } = await renderApp(<h1>Home</h1>);
  await waitFor(() => expect(appStore.store.getState().notices.status).toBe('loaded'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
