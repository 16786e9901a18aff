import { migrations } from 'api-core/migrations';

/**
 * What a database an earlier version left had: the migrations before `first`. Apart from
 * test-databases.ts, which the browser tests load too (through server-process.ts), and whose
 * loader cannot read the migrations' folder lookup (`import.meta`).
 */
export const migrationsBefore = (first: string) => migrations.filter((migration) => migration.name < first);
