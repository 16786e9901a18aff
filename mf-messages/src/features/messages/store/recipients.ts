/**
 * The usernames a "To" field names: separated by spaces or commas, each with or without its `@`,
 * each once, in the order written. What is left is checked by the contract's schema, as the
 * server checks it.
 */
export function recipientsIn(field: string): string[] {
  const names = field
    .split(/[\s,]+/u)
    .map((word) => word.replace(/^@+/u, ''))
    .filter((name) => name !== '');
  return [...new Set(names)];
}
