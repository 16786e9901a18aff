import { codeMigrations } from './code-migrations';
import { isMigrationFile, type Migration } from './migrate';

/** webpack's `import.meta.webpackContext`: every file of a folder, bundled (tooling's config reads `.sql` as text). */
type WebpackContext = { keys: () => string[]; (key: string): string };
declare global {
  interface ImportMeta {
    webpackContext: (folder: string, options: { recursive: boolean; regExp: RegExp }) => WebpackContext;
  }
}

const files = import.meta.webpackContext('../../migrations', { recursive: false, regExp: /\.sql$/ });

/** The migrations, bundled into the page: what the mock runs on its in-page PGlite. */
export const migrations: Migration[] = [
  // A context may list one file under two keys (./001_initial.sql and a package path): one each.
  ...new Map(files.keys().map((key) => [key.slice(key.lastIndexOf('/') + 1), key])).entries(),
]
  .filter(([name]) => isMigrationFile(name))
  .map(([name, key]): Migration => ({ name, sql: files(key) }))
  .concat(codeMigrations);
