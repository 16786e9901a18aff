import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeMigrations } from './code-migrations';
import { isMigrationFile, type Migration } from './migrate';

/** The folder of the migration files, `api-core/migrations`. */
export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * The migrations, read from their files: what the server and the jest suites run (a page's
 * bundle takes them from migrations.webpack.ts, which package.json's `webpack` condition picks).
 */
export const migrations: Migration[] = [
  ...readdirSync(migrationsDir)
    .filter(isMigrationFile)
    .map((name) => ({ name, sql: readFileSync(path.join(migrationsDir, name), 'utf8') })),
  ...codeMigrations,
];
