import type { User } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { isPlainName } from 'api-contract/text-fields';
import type { Api } from '../api';
import type { Queryable } from '../db/database';
import type { Viewer } from '../handler';
import { answered, callContract, type MastodonAnswer } from './answers';

/**
 * What a call of the client API runs with: the community's own API (whose calls it translates),
 * the database for what only this API keeps (an upload's description), where the community is,
 * and who calls, through which app.
 */
export type CallContext = {
  api: Api;
  db: Queryable;
  origin: string;
  viewer: Viewer | null;
  /** Whether the member's address is confirmed (an app's own token, which writes nothing, counts as confirmed). */
  emailConfirmed: boolean;
  userAgent: string | undefined;
  /** The path's values (`:id`), the query and the body, as the app sent them (a form or JSON). */
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The address of this call without its query, for a page's `Link`. */
  address: string;
  /** Where an image is served, by its id (the platform's image store). */
  imageAddress: (mediaId: string) => string;
};

/** Whether an app's value can name a record: text no id would refuse (no NUL, no control character), not too long. */
export const isIdLike = (value: string): boolean => value.length <= 200 && isPlainName(value);

/** The contract's call, made by whoever this call is for. */
export const by = (context: CallContext) => ({
  viewer: context.viewer,
  userAgent: context.userAgent,
  emailConfirmed: context.emailConfirmed,
});

/** The signed-in member of a call whose entry says `member` (the route checked it). */
export function memberOf(context: CallContext): Viewer {
  if (!context.viewer) throw new Error('A member call ran without a member.');
  return context.viewer;
}

/**
 * How many records a page holds: the app's `limit` within 1 and `max`, `fallback` when it names
 * none, as Mastodon bounds it (a number out of bounds is brought within them, not refused).
 */
export function limitOf(context: CallContext, fallback: number, max: number): string {
  const asked = Number(textOf(context.query.limit) ?? fallback);
  return String(Number.isInteger(asked) ? Math.min(Math.max(asked, 1), max) : fallback);
}

/** A value an app sent once, as text; or undefined. */
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const yes = new Set(['true', '1', 't', 'on']);
const no = new Set(['false', '0', 'f', 'off']);

/**
 * A yes or no an app sent, as JSON or as a query's or form's text, in the forms Mastodon (Rails)
 * reads: Mastodon.py sends `1` and `0`, most apps `true` and `false`; anything else is undefined.
 */
export const yesOrNo = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  const text = textOf(value)?.toLowerCase();
  return text === undefined ? undefined : yes.has(text) ? true : no.has(text) ? false : undefined;
};

/** A list an app sent (`id[]=1&id[]=2`, `id=1`, or JSON's array), as text. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The names as `getUsers` takes them: at most a page of names, and of characters, in each call. */
export function namesInCalls(names: readonly string[]): string[][] {
  const callMax = limits.pageSizeMax * (limits.usernameMax + 1);
  const calls: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const name of names) {
    if (current.length === limits.pageSizeMax || (current.length > 0 && length + name.length + 1 > callMax)) {
      calls.push(current);
      current = [];
      length = 0;
    }
    current.push(name);
    length += name.length + 1;
  }
  return current.length > 0 ? [...calls, current] : calls;
}

/**
 * The people `usernames` names (a member's name, or `name@host` for someone elsewhere), by their
 * name in lower case, as the caller sees them: the contract's `getUsers`, without the previews of
 * their followers, which an account does not show; a call for each page of names (a page of
 * conversations may name more people than one call takes).
 */
export async function peopleNamed(context: CallContext, usernames: readonly string[]): Promise<MastodonAnswer<Map<string, User>>> {
  const people = new Map<string, User>();
  for (const names of namesInCalls([...new Set(usernames.map((name) => name.toLowerCase()))])) {
    const found = await callContract(context.api, 'getUsers', { ...by(context), query: { usernames: names.join(','), previews: 'none' } });
    if (!found.ok) return found;
    for (const user of found.value.users) people.set(user.username.toLowerCase(), user);
  }
  return answered(people);
}
