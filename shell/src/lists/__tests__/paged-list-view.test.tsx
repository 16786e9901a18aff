/** @jest-environment-options {"pglite": "lazy"} */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPagedList, type PagedList } from '../paged-list';
import { PagedListView } from '../paged-list-view';

const loaded = (ids: string[], nextCursor: string | null): PagedList => ({ ...emptyPagedList, status: 'loaded', ids, nextCursor });

const view = (list: PagedList, onLoad = jest.fn()) =>
  render(
    <PagedListView list={list} label="your notifications" empty="No notifications yet" onLoad={onLoad}>
      <ul aria-label="Notifications">
        {list.ids.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
    </PagedListView>,
  );

test('a list with nothing in it, and nothing older, says it is empty', () => {
  view(loaded([], null));
  expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
});

test('every one shown put away while older ones remain: not "empty", and the next page comes by itself, once', () => {
  const onLoad = jest.fn();
  const { rerender } = view(loaded([], 'cursor-2'), onLoad);
  expect(screen.queryByText('No notifications yet')).toBeNull();
  expect(onLoad).toHaveBeenCalledTimes(1);
  expect(onLoad).toHaveBeenCalledWith('cursor-2');
  // While it loads, and when it failed, it is not asked again: the failure offers Try again.
  const loading: PagedList = { ...loaded([], 'cursor-2'), more: 'loading' };
  rerender(
    <PagedListView list={loading} label="your notifications" empty="No notifications yet" onLoad={onLoad}>
      <ul aria-label="Notifications" />
    </PagedListView>,
  );
  rerender(
    <PagedListView list={{ ...loading, more: 'failed' }} label="your notifications" empty="No notifications yet" onLoad={onLoad}>
      <ul aria-label="Notifications" />
    </PagedListView>,
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(onLoad).toHaveBeenCalledTimes(1);
});

test('a list with some shown and older ones left offers Show more, which reads the next page', async () => {
  const onLoad = jest.fn();
  view(loaded(['n-1'], 'cursor-2'), onLoad);
  expect(onLoad).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(onLoad).toHaveBeenCalledWith('cursor-2');
});
