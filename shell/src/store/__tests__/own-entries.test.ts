import { ownEntry, withEntry, withoutEntry } from '../own-entries';

const prototypeNames = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('entries keyed by ids from the URL or the server', () => {
  it.each(prototypeNames)('"%s" is not found in a plain object that lacks it', (key) => {
    expect(ownEntry({ a: 1 }, key)).toBeUndefined();
    expect(withoutEntry({ a: 1 }, key)).toEqual({ a: 1 });
  });

  it.each(prototypeNames)('"%s" can be stored, read back and removed like any id', (key) => {
    const stored = withEntry<number>({}, key, 7);
    expect(ownEntry(stored, key)).toBe(7);
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(ownEntry(withoutEntry(stored, key), key)).toBeUndefined();
  });
});
