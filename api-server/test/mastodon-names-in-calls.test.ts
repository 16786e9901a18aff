import { limits } from 'api-contract/limits';
import { UsersQuerySchema } from 'api-contract/queries';
import * as v from 'valibot';
import { namesInCalls } from 'api-core/mastodon/call-context';

/** Whether `getUsers` takes the names of one call. */
const taken = (names: string[]) => v.safeParse(UsersQuerySchema, { usernames: names.join(','), previews: 'none' }).success;

describe('the people a page of conversations names, asked of getUsers', () => {
  it('go in as many calls as the contract’s limits need, each taken, every name once', () => {
    const members = Array.from({ length: 2 * limits.pageSizeMax + 7 }, (_, n) => `member_${n}`);
    const elsewhere = Array.from({ length: 60 }, (_, n) => `someone_with_a_long_name_${n}@a-server-with-a-long-name.example`);
    const names = [...members, ...elsewhere];
    const calls = namesInCalls(names);
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.every(taken)).toBe(true);
    expect(calls.flat()).toEqual(names);
  });

  it('makes no call for no names, and one for a few', () => {
    expect(namesInCalls([])).toEqual([]);
    expect(namesInCalls(['ada', 'bea'])).toEqual([['ada', 'bea']]);
  });
});
