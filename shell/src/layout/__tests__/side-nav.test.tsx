import { screen, within } from '@testing-library/react';
import type { Role } from 'api-contract/runtime-config';
import { giveGuestRole, renderApp, stopTestApi } from '../../testing/render-app';
import { SideNav } from '../side-nav';

afterEach(stopTestApi);

/** The navigation as the guest sees it with `role`, once the guest's own record is in. */
async function navigationAs(role: Role) {
  await renderApp(<SideNav />, { beforeSignIn: (mock) => (role === 'member' ? Promise.resolve() : giveGuestRole(mock, role)) });
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  // The links follow the signed-in person's record, which the session brought with it.
  await within(navigation).findByRole('link', { name: 'Home' });
  return navigation;
}

const linkNames = (navigation: HTMLElement) =>
  within(navigation)
    .queryAllByRole('link')
    .map((link) => link.textContent);

test.each<[Role, string[]]>([
  ['member', []],
  ['moderator', ['Moderation']],
  ['admin', ['Moderation', 'Admin']],
])('a %s sees the staff screens %j in the navigation', async (role, staffLinks) => {
  const navigation = await navigationAs(role);
  expect(linkNames(navigation).filter((name) => name === 'Admin' || name === 'Moderation')).toEqual(staffLinks);
  for (const name of staffLinks) {
    expect(within(navigation).getByRole('link', { name })).toHaveAttribute('href', `/${name.toLowerCase()}`);
  }
});

test('the navigation leads to the search screen, whatever one’s role', async () => {
  const navigation = await navigationAs('member');
  expect(within(navigation).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
});
