/** @jest-environment-options {"pglite": "lazy"} */
import { render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from '../avatar';

test('a person with a picture shows it, as decoration beside their name unless it is given a label', () => {
  const { container, rerender } = render(
    <Avatar person={{ img: '/media/priya.png', firstName: 'Priya', lastName: 'Nair', username: 'priyanair' }} />,
  );
  expect(container.querySelector('img')).toHaveAttribute('src', '/media/priya.png');
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
  rerender(<Avatar person={{ img: '/media/priya.png', username: 'priyanair' }} label="Avatar of priyanair" />);
  expect(screen.getByRole('img', { name: 'Avatar of priyanair' })).toHaveAttribute('src', '/media/priya.png');
});

test('a person without a picture shows the initials of their names in its place, hidden from a screen reader beside their name', () => {
  const { container } = render(
    <Avatar person={{ img: '', firstName: 'wilhelmina', lastName: 'Vandermeulen', username: 'wil' }} size="small" />,
  );
  const initials = container.querySelector('.avatar');
  expect(initials).toHaveTextContent('WV');
  expect(initials).toHaveClass('avatar--small', 'avatar--initials');
  expect(initials).toHaveAttribute('aria-hidden', 'true');
});

test('with a label, the initials are an image by that name', () => {
  render(<Avatar person={{ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }} size="large" label="Avatar of ada" />);
  expect(screen.getByRole('img', { name: 'Avatar of ada' })).toHaveTextContent('AL');
});

test('initials take whole characters, and the username when the names are empty', () => {
  expect(initialsOf({ firstName: '😀 Sunny', lastName: 'Éclair', username: 'sunny' })).toBe('😀É');
  expect(initialsOf({ firstName: ' ', lastName: '', username: 'kenji' })).toBe('K');
  expect(initialsOf({ firstName: 'Lena', username: 'lenaf' })).toBe('L');
});
