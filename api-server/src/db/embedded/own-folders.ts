import { lstatSync } from 'node:fs';

/**
 * Refuses, in words, a folder of the shared temporary directory that someone else made before
 * this server could: the copied PostgreSQL programs run there, and the lock files read there name
 * the processes this server signals, so another local user's folder could have them run their
 * programs or stop any process. Used as it is only when it is a real folder (not a link) owned by
 * one of `owners` (this server's user, and the one PostgreSQL runs as) that nobody else may write.
 * A folder that does not exist yet is fine: this server makes it.
 */
export function refuseForeignFolder(folder: string, owners: readonly number[]): void {
  let stat;
  try {
    stat = lstatSync(folder);
  } catch {
    return;
  }
  const remove = `Remove it (it is not this server's), then start again.`;
  if (!stat.isDirectory()) throw new Error(`${folder} is not a folder this server made. ${remove}`);
  if (!owners.includes(stat.uid)) throw new Error(`${folder} belongs to another user (uid ${stat.uid}), so it is not used. ${remove}`);
  if ((stat.mode & 0o022) !== 0) throw new Error(`${folder} may be written by other users, so it is not used. ${remove}`);
}

/** The users that may own this server's folders: this process's, and `runAs`'s when PostgreSQL runs as another. */
export const folderOwners = (runAs: { uid: number } | null): number[] => [
  ...(process.getuid ? [process.getuid()] : []),
  ...(runAs ? [runAs.uid] : []),
];
