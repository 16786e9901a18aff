import { limits } from 'mock-api/limits';

/** The text to send for a comment, or null when it is empty or over the limit (the field says which). */
export function commentTextToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed && trimmed.length <= limits.commentMax ? trimmed : null;
}
