import * as v from 'valibot';

/**
 * The rules every text a person sends obeys, as schemas. Each check is one pass over the text
 * (no backtracking patterns), so a long hostile input costs no more than reading it.
 */

/** NUL, and UTF-16 halves without their other half, which no text a person types contains. */
const hasForbiddenCharacters = (text: string): boolean => text.includes('\0') || !text.isWellFormed();

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

type TextOptions = { required: boolean; max?: number };

/**
 * A text field named `label` in messages ("Caption is required."): missing or null counts as
 * empty, anything but a string is refused, it is trimmed, and text made only of invisible
 * characters counts as empty.
 */
export function textField(label: string, { required, max }: TextOptions) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text.`)), ''),
    v.transform((value) => value ?? ''),
    v.check((value) => !hasForbiddenCharacters(value), `${label} contains characters that are not allowed.`),
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
