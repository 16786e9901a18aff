let counter = 0;

/** A unique id for a new record; ids only need to be unique within one page's mock. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export const now = (): string => new Date().toISOString();
