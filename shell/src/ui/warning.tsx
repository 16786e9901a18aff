import type { ReactNode } from 'react';
import './warning.css';

type WarningProps = {
  /** What it warns of, in the caller's words ("Content warning:", "Sensitive media"). */
  label: string;
  /** The words its author gave the warning, when they gave some. */
  children?: ReactNode;
  /** Whether what it hides shows. */
  shown: boolean;
  onToggle: () => void;
  /** The button's words while what it hides is hidden, and while it shows. */
  showWords: string;
  hideWords: string;
};

/**
 * A warning where what it hides would be (a post's or a reply's words and media, or its media
 * alone), and the choice to show it, as Mastodon's apps draw a content warning. The post card
 * and the comments draw it; each says in its own words what it hides.
 */
export function Warning({ label, children, shown, onToggle, showWords, hideWords }: WarningProps) {
  return (
    <div className="warning">
      <p>
        <span className="warning__label">{label}</span>
        {children !== undefined && (
          <>
            {' '}
            <span dir="auto">{children}</span>
          </>
        )}
      </p>
      <button type="button" className="button" aria-expanded={shown} onClick={onToggle}>
        {shown ? hideWords : showWords}
      </button>
    </div>
  );
}
