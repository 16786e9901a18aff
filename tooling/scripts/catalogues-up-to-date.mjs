// @ts-check
/**
 * Whether every package's catalogues hold exactly the messages its code has: a text added or
 * changed without `pnpm i18n:extract` would show in English in every other language, and one
 * removed would stay for translators to translate in vain. Reads the code as `lingui extract`
 * does (Lingui's own API), writes nothing, and exits 1 naming each difference.
 */
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { linguiConfigs } from './apps.mjs';

const differences = [];
for (const configPath of linguiConfigs) {
  const pkg = path.basename(path.dirname(configPath));
  const config = getConfig({ configPath, cwd: path.dirname(configPath) });
  for (const catalog of await getCatalogs(config)) {
    const inCode = (await catalog.collect()) ?? {};
    const inCatalogue = (await catalog.read(config.sourceLocale)) ?? {};
    const message = (entry) => entry?.message ?? '';
    for (const [id, entry] of Object.entries(inCode)) {
      if (!(id in inCatalogue)) differences.push(`${pkg}: not in its catalogues: "${message(entry)}"`);
    }
    for (const [id, entry] of Object.entries(inCatalogue)) {
      if (!(id in inCode) && !entry.obsolete) differences.push(`${pkg}: in its catalogues, no longer in its code: "${message(entry)}"`);
    }
  }
}
if (differences.length > 0) {
  console.error(`${differences.join('\n')}\n\nRun \`pnpm i18n:extract\`, translate what is new, and commit the catalogues.`);
  process.exit(1);
}
console.log("Every package's catalogues hold the messages of its code.");
