// @ts-check
/**
 * `pnpm i18n:extract`: every package with a `lingui.config.cjs` has its catalogues
 * (`src/locales/<language>.po`) brought up to date with the texts in its code: new texts added
 * (untranslated), gone ones removed, translations kept.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { linguiConfigs } from './apps.mjs';

const require = createRequire(import.meta.url);
// The cli's own command (its package exports no bin path to resolve).
const lingui = path.join(path.dirname(require.resolve('@lingui/cli/api')), '../lingui.js');

for (const config of linguiConfigs) {
  const { status } = spawnSync(process.execPath, [lingui, 'extract', '--clean', '--config', config], {
    stdio: 'inherit',
    cwd: path.dirname(config),
  });
  if (status !== 0) process.exit(status ?? 1);
}
