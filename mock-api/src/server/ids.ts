let counter = 0;

/** A number that only grows within the page: it orders what was made in the same millisecond. */
export function nextSerial(): number {
  counter += 1;
  return counter;
}

/**
 * A unique id for a new record; ids only need to be unique within one page's mock. They sort
 * in the order they were made (the time, then a fixed-width serial), because pages order
 * records made in the same millisecond by id. Kept short: a like's answer names 20 likers.
 */
export function newId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${nextSerial().toString(36).padStart(4, '0')}`;
}

export const now = (): string => new Date().toISOString();
