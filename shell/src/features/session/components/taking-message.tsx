import { useEffect, useRef, type ReactNode } from 'react';

type TakingMessageProps = {
  children: ReactNode;
  /**
   * How it is read out when it takes the place of a form that had the focus (a refusal, or a
   * request taken): it takes the focus too. None: it is the screen's from the start.
   */
  role?: 'alert' | 'status' | undefined;
};

/** A message that may take a form's place: the button that had the focus is gone, so the focus goes to it. */
export function TakingMessage({ children, role }: TakingMessageProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (role) ref.current?.focus();
  }, [role]);
  return (
    <p ref={ref} tabIndex={role ? -1 : undefined} role={role}>
      {children}
    </p>
  );
}
