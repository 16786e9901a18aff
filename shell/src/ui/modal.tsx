import { t } from '@lingui/core/macro';
import { createContext, useContext, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

type ModalProps = { title: string; onClose: () => void; children: ReactNode };

/**
 * What opened a dialog whose code arrives after the press (a dialog loaded when first opened):
 * focus returns there on close, not to wherever it moved while the code was on its way.
 */
export const ModalOpenerContext = createContext<HTMLElement | null>(null);

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The app's one modal dialog: focus moves in when it opens, Tab stays inside, Escape and
 * the close button close it, and focus returns to what opened it. It is drawn at the end of the
 * page's body, whatever opened it: inside a card of a virtual list (moved into place by a
 * transform) a fixed backdrop would cover that card alone, and focus moving into it would scroll
 * the card away and unmount it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const givenOpener = useContext(ModalOpenerContext);

  useEffect(() => {
    const opener = givenOpener ?? (document.activeElement as HTMLElement | null);
    const first = dialogRef.current?.querySelector<HTMLElement>(focusable);
    (first ?? dialogRef.current)?.focus();
    return () => opener?.focus();
    // Where focus returns is settled when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent | globalThis.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const next = focusAfterTab(dialogRef.current, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  const keys = useRef(onKeyDown);
  useEffect(() => {
    keys.current = onKeyDown;
  });
  // A focused control that becomes disabled (a form's button while it is sent) drops focus to the
  // page's body, out of the dialog's reach: the topmost dialog takes the keys from there, so Escape
  // still closes it and Tab comes back into it rather than to the page behind.
  useEffect(() => {
    const fromBody = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.target !== document.body || !isTopmost(dialog)) return;
      keys.current(event);
    };
    document.addEventListener('keydown', fromBody);
    return () => document.removeEventListener('keydown', fromBody);
  }, []);

  // A press on the backdrop closes the dialog, a pointer convenience: keyboard users have Escape
  // and the Close button. Tab and Escape are handled on the dialog itself, as the WAI-ARIA modal
  // dialog pattern does.
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal__close" aria-label={t`Close`} onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Whether `dialog` is the last modal dialog open (one opened from another is drawn after it). */
function isTopmost(dialog: HTMLElement): boolean {
  const open = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return open[open.length - 1] === dialog;
}

/**
 * Where Tab (Shift+Tab: `backwards`) takes focus to keep it in `dialog`; null where the
 * browser's own move stays inside.
 */
function focusAfterTab(dialog: HTMLElement, backwards: boolean): HTMLElement | null {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(focusable));
  const [first, last] = backwards ? [items[items.length - 1], items[0]] : [items[0], items[items.length - 1]];
  const active = document.activeElement;
  // Focus lost (on the page's body) or on the dialog itself: to the end Tab starts from.
  if (!active || !dialog.contains(active) || active === dialog) return first ?? dialog;
  if (active === last) return first ?? dialog;
  if (items.includes(active as HTMLElement)) return null;
  // On something else in it (a status that took focus, a control disabled meanwhile): the control
  // after it (before it, backwards), round to the other end.
  const ahead = (item: HTMLElement) => (active.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const next = backwards ? items.filter((item) => !ahead(item)).pop() : items.find(ahead);
  return next ?? first ?? dialog;
}
