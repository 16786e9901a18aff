import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { MentionOptions } from './mention-options';
import { useMentionSuggestions } from './use-mention-suggestions';
import './mention-field.css';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export type MentionFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'placeholder' | 'aria-invalid' | 'aria-describedby' | 'aria-label' | 'disabled' | 'readOnly'
> & {
  value: string;
  onChange: (value: string) => void;
  /** A textarea (three rows) instead of a one-line input. */
  multiline?: boolean;
};

/**
 * A text field that offers people's usernames as one types `@` and letters: an editable
 * combobox (WAI-ARIA's pattern) whose listbox opens under the field. Arrow keys move through the
 * names, Enter, Tab or a click chooses one (`@partial` becomes `@username `), Escape closes the
 * list. Its value is plain text, so a limited field or a checked form checks it as any other.
 */
export function MentionField({ value, onChange, multiline = false, ...attributes }: MentionFieldProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const caretAfterChoice = useRef<number | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  // A read-only field (its words being sent) offers no names: choosing one would change it.
  const { typing, users, activeIndex, move, highlight, dismiss } = useMentionSuggestions(value, attributes.readOnly ? null : caret);
  const open = users.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A chosen name puts the caret after it (the value has changed by now).
  useEffect(() => {
    const at = caretAfterChoice.current;
    if (at === null) return;
    caretAfterChoice.current = null;
    (areaRef.current ?? inputRef.current)?.setSelectionRange(at, at);
  }, [value]);

  // The highlighted name stays in view as the arrow keys move it (the list, or the dialog, may scroll).
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listId]);

  const choose = (username: string) => {
    if (!typing || caret === null) return;
    const rest = value.slice(caret);
    const inserted = `@${username}${rest.startsWith(' ') ? '' : ' '}`;
    const at = typing.start + inserted.length + (rest.startsWith(' ') ? 1 : 0);
    caretAfterChoice.current = at;
    setCaret(at);
    onChange(value.slice(0, typing.start) + inserted + rest);
  };

  const onKeyDown = (event: KeyboardEvent<FieldElement>) => {
    if (!open || event.nativeEvent.isComposing) return;
    const chosen = users[activeIndex];
    const handled: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => chosen && choose(chosen.username),
      Tab: () => chosen && choose(chosen.username),
      // The list closes, not the dialog the field may be in.
      Escape: dismiss,
    };
    const handle = handled[event.key];
    if (!handle || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    handle();
  };

  const field = {
    ...attributes,
    value,
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open ? optionId(activeIndex) : undefined,
    onChange: (event: { target: FieldElement }) => {
      setCaret(event.target.selectionStart);
      onChange(event.target.value);
    },
    onSelect: (event: { currentTarget: FieldElement }) => setCaret(event.currentTarget.selectionStart),
    onBlur: () => setCaret(null),
    onKeyDown,
  };
  return (
    <div className="mention-field">
      {multiline ? <textarea ref={areaRef} rows={3} {...field} /> : <input ref={inputRef} {...field} />}
      <MentionOptions id={listId} users={users} activeIndex={activeIndex} optionId={optionId} onChoose={choose} onHighlight={highlight} />
    </div>
  );
}
