/**
 * Writes `src/client/call-table.ts` from the endpoint table: `pnpm api:calls`, after a call is
 * added or changed (`call-table.test.ts` says when it is due).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { callTableSource } from '../src/client/call-table-source';

const file = fileURLToPath(new URL('../src/client/call-table.ts', import.meta.url));
writeFileSync(file, callTableSource());
execFileSync('pnpm', ['exec', 'prettier', '--write', file], { stdio: 'inherit' });
