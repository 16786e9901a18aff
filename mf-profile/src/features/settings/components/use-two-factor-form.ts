import { flushSync } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { selectTwoFactorState, twoFactorCancelled, twoFactorFormOpened, type TwoFactorForm } from '../store/two-factor-slice';

/**
 * The section's one open form: `opener(form)` gives a button what opens it (the form takes the
 * button's place, and the one open before closes); `cancel` closes it and gives the focus back
 * to that button.
 */
export function useTwoFactorForm() {
  const dispatch = useDispatch();
  const { open } = useSelector(selectTwoFactorState);

  const opener = (form: TwoFactorForm) => ({ 'data-opens': form, onClick: () => dispatch(twoFactorFormOpened(form)) });

  const cancel = () => {
    flushSync(() => dispatch(twoFactorCancelled()));
    const buttons = document.querySelectorAll<HTMLElement>('[data-opens]');
    [...buttons].find((button) => button.dataset.opens === open)?.focus();
  };

  return { open, opener, cancel };
}
