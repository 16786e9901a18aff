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

test('every one shown put away while older ones remain: Show more, not "empty", and it reads the next page', async () => {
  const onLoad = jest.fn();
  view(loaded([], 'cursor-2'), onLoad);
  expect(screen.queryByText('No notifications yet')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(onLoad).toHaveBeenCalledWith('cursor-2');
});
