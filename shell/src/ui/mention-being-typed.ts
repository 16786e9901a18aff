import { limits } from 'api-contract/limits';
import { parseRichText } from 'api-contract/rich-text';

/** The `@partial` a person is typing: where its `@` is, and the letters after it up to the caret. */
export type MentionBeingTyped = { start: number; partial: string };

/**
 * The mention being typed at `caret` in `text`, if any. The contract's `parseRichText` decides,
 * so the field suggests a name exactly where a chosen name will be a mention (never inside an
 * email address or a word): the partial is read with enough filler to be a whole username, and
 * must then come out as one mention that ends at the caret.
 */
export function mentionBeingTyped(text: string, caret: number): MentionBeingTyped | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  const partial = before.slice(start + 1);
  if (partial === '') return null;
  const filler = 'x'.repeat(Math.max(0, limits.usernameMin - partial.length));
  let at = 0;
  for (const part of parseRichText(before + filler + text.slice(caret))) {
    if (at === start) return part.kind === 'mention' && part.username === partial + filler ? { start, partial } : null;
    if (at > start) return null;
    at += part.text.length;
  }
  return null;
}
