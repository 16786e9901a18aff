import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import './menu.css';

type MenuProps = {
  /** The button's accessible name ("Post options"). */
  label: string;
  /** The items: each closes the menu with `useCloseMenu()` when chosen. */
  children: ReactNode;
  /** Told when the menu opens (to ask for what its items need). */
  onOpen?: () => void;
};

const CloseMenu = createContext<() => void>(() => undefined);

/**
 * Closes the menu an item is in and gives the focus back to its button, where a dialog the item
 * opens will return it when it closes.
 */
export const useCloseMenu = (): (() => void) => useContext(CloseMenu);

/**
 * A three-dots button that shows a few actions below it (a disclosure: the button says whether
 * they are shown). It closes on a click outside it and on Escape, which gives the focus back to
 * the button.
 */
export function Menu({ label, children, onOpen }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = () => {
    toggleRef.current?.focus();
    setOpen(false);
  };

  return (
    <div className="menu" ref={menuRef}>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-expanded={open}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div className="menu__items">
          <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
        </div>
      )}
    </div>
  );
}
