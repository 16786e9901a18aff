import * as v from 'valibot';

/**
 * The rules every text a person sends obeys, as schemas. Each check is one pass over the text
 * (no backtracking patterns), so a long hostile input costs no more than reading it.
 */

/** NUL, and UTF-16 halves without their other half, which no text a person types contains. */
const hasForbiddenCharacters = (text: string): boolean => text.includes('\0') || !text.isWellFormed();

/** C0 and C1 control characters and DEL: a bell, a tab, an escape sequence for a terminal that shows a log. */
const controlCharacter = /\p{Cc}/u;
/** The same, a new line apart, for a text of several lines. */
const controlCharacterButNewLine = /[^\P{Cc}\n]/u;
/**
 * Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they turn the text after
 * them around, so a name or a caption can show something other than what it holds ("txt.exe"
 * shown as "exe.txt").
 */
const directionCharacter = /[\u202A-\u202E\u2066-\u2069]/u;

/** Whether a value that names something (an id in an address) holds what no name holds: NUL, a control character, a broken UTF-16 half. */
export const isPlainName = (text: string): boolean => !hasForbiddenCharacters(text) && !controlCharacter.test(text);

/**
 * Characters that show nothing: white space, format characters (zero-width space and joiners,
 * the byte-order mark, soft hyphen) and the blank-looking letters used to fake an empty name.
 */
const onlyInvisible = /^[\s\p{Cf}\u2800\u3164\u115F\u1160\uFFA0]*$/u;

/** Trimmed, and empty when nothing in it would show. */
const normalize = (text: string): string => {
  const trimmed = text.trim();
  return onlyInvisible.test(trimmed) ? '' : trimmed;
};

/**
 * `multiline`: a text typed in a box of several lines (a post's content, a comment, a bio), whose
 * new lines are kept; a CRLF, as some clients send one, reads as one new line.
 */
/**
 * `blankRefused`: a field that may be left empty but not filled with only spaces, which would
 * read as "something" while saying nothing (a content warning).
 */
type TextOptions = { required: boolean; max?: number; multiline?: boolean; blankRefused?: boolean };

/**
 * A text field named `label` in messages ("Caption is required."): missing or null counts as
 * empty, anything but a string is refused, and so are control characters (new lines apart, in a
 * text of several lines) and those that turn the direction of text; it is trimmed, and text made
 * only of invisible characters counts as empty.
 */
export function textField(label: string, { required, max, multiline = false, blankRefused = false }: TextOptions) {
  const control = multiline ? controlCharacterButNewLine : controlCharacter;
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text.`)), ''),
    v.transform((value) => (multiline ? (value ?? '').replaceAll('\r\n', '\n') : (value ?? ''))),
    v.check((value) => !hasForbiddenCharacters(value), `${label} contains characters that are not allowed.`),
    v.check((value) => !control.test(value), `${label} contains control characters, which are not allowed.`),
    v.check(
      (value) => !directionCharacter.test(value),
      `${label} contains characters that change the direction of text, which are not allowed.`,
    ),
    v.check((value) => !blankRefused || value === '' || normalize(value) !== '', `${label} cannot be only spaces.`),
    v.transform(normalize),
    v.check((value) => !required || value !== '', `${label} is required.`),
    v.check((value) => max === undefined || value.length <= max, `${label} must be at most ${max} characters.`),
  );
}

/** A secret (a password): checked like text, but kept exactly as typed, spaces included. */
export function secretField(label: string, { max }: { max: number }) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text.`)), ''),
    v.transform((value) => value ?? ''),
    v.check((value) => !hasForbiddenCharacters(value), `${label} contains characters that are not allowed.`),
    v.check((value) => value !== '', `${label} is required.`),
    v.check((value) => value.length <= max, `${label} must be at most ${max} characters.`),
  );
}
