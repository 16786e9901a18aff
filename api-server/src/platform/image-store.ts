import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where stored images live: files in the data folder today. Keys are content hashes, so a
 * write of the same key writes the same bytes. An S3-compatible store can replace this by
 * implementing the same two methods.
 */
export type MediaStore = {
  put: (id: string, bytes: Buffer) => Promise<void>;
  /** The bytes of `id`, or null when there is no such file. */
  get: (id: string) => Promise<Buffer | null>;
};

export function createFileMediaStore(dir: string): MediaStore {
  const fileOf = (id: string) => path.join(dir, id);
  return {
    put: async (id, bytes) => {
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${fileOf(id)}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, bytes);
      await rename(partial, fileOf(id));
    },
    get: async (id) => {
      try {
        return await readFile(fileOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
