import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import type { Reason } from 'api-contract/error-codes';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Tokens } from '../platform';

/**
 * What the two kinds of one-time link (a password reset, an address confirmation) share. Only a
 * token's hash is kept; the token is made again from the link's id with the platform's secret
 * (`Tokens.linkToken`), so a mail job needs no secret stored in the queue, and a mail tried
 * again carries the same link.
 */

type Purpose = Exclude<Parameters<Tokens['linkToken']>[0], 'media'>;

/** How a one-time link's token is kept: its SHA-256, in hex. */
export const hashOf = (token: string): string => bytesToHex(sha256(new TextEncoder().encode(token)));

/** A new link's id, the token to put in it (never stored), and the hash that is. */
export async function newLink(tokens: Tokens, purpose: Purpose): Promise<{ id: string; token: string; tokenHash: string }> {
  const id = crypto.randomUUID();
  const token = await tokens.linkToken(purpose, id);
  return { id, token, tokenHash: hashOf(token) };
}

/** How a use of a link came out, as the statement that uses it reads it. */
export type LinkUse = { used: boolean; expired: boolean; taken: boolean };

/**
 * A link's use in words: none with that token (altered, or never made), used already, expired,
 * or taken by another use of it that committed between this one's read and its update.
 */
export function linkUseResult<Row extends LinkUse>(
  row: Row | undefined,
  words: { invalid: Reason; used: Reason; expired: Reason },
): Result<Row> {
  if (!row) return fail(400, words.invalid);
  if (row.used) return fail(400, words.used);
  if (row.expired) return fail(400, words.expired);
  if (!row.taken) return fail(400, words.used);
  return succeed(row);
}
