import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyScreen } from '../lazy-screen';

function SignupForm() {
  return <h1>Hi Mate!!</h1>;
}

test('a screen whose download fails says so in words, and Try again fetches it afresh', async () => {
  const load = jest
    .fn<Promise<typeof SignupForm>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk account-pages failed.'))
    .mockResolvedValue(SignupForm);
  render(<LazyScreen load={load} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  expect(await screen.findByRole('alert')).toHaveTextContent('The page could not be shown.');

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Hi Mate!!' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
