import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import type { EmojiElsewhere } from 'api-contract/entities';
import { TextWithEmojis } from './rich-text';
import './warning.css';

type WarningProps = {
  /** What it warns of ("Content warning:", "Sensitive media"). */
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
 * A warning where what it hides would be, and the choice to show it, as Mastodon's apps draw a
 * content warning: the one drawing of a post's and a reply's warnings (below). The button is
 * described by its warning, so that among a list's many "Show comment" each says which.
 */
function Warning({ label, children, shown, onToggle, showWords, hideWords }: WarningProps) {
  const warningId = useId();
  return (
    <div className="warning">
      <p id={warningId}>
        <span className="warning__label">{label}</span>
        {children !== undefined && (
          <>
            {' '}
            <span dir="auto">{children}</span>
          </>
        )}
      </p>
      <button type="button" className="button" aria-expanded={shown} aria-describedby={warningId} onClick={onToggle}>
        {shown ? hideWords : showWords}
      </button>
    </div>
  );
}

type ContentWarningProps = {
  /** Its author's words, with the custom emoji of elsewhere they use drawn. */
  text: string;
  emojis?: EmojiElsewhere[] | undefined;
  shown: boolean;
  onToggle: () => void;
  /** The button's words, naming what it hides ("Show post", "Show comment"). */
  showWords: string;
  hideWords: string;
};

/** A post's or a reply's content warning: its words and what it carries hidden until the reader shows them. */
export function ContentWarning({ text, emojis, ...toggle }: ContentWarningProps) {
  return (
    <Warning label={t`Content warning:`} {...toggle}>
      <TextWithEmojis text={text} emojis={emojis} />
    </Warning>
  );
}

/** Media their author marked sensitive (with no content warning hiding them already): hidden until shown. */
export function SensitiveMediaWarning({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return <Warning label={t`Sensitive media`} shown={shown} onToggle={onToggle} showWords={t`Show media`} hideWords={t`Hide media`} />;
}
