/**
 * The package boundaries (tooling/lint/boundaries.mjs) refuse the imports the architecture
 * forbids and let the allowed ones through. The rules are ES modules that read the workspace,
 * so they run in a Node process of their own, on ESLint's Linter with those rules alone.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../..');

type Verdict = { file: string; source: string; messages: string[] };

/** Lints `import ... from source` as if written in `file` (a path in the workspace), with the boundary rules. */
function lintImports(cases: Array<{ file: string; source: string; dynamic?: boolean }>): Verdict[] {
  const script = `
    import { Linter } from 'eslint';
    import path from 'node:path';
    import { boundaryConfigs } from './tooling/lint/boundaries.mjs';
    const cases = JSON.parse(process.argv[1]);
    const linter = new Linter({ cwd: process.cwd() });
    const configs = [{ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }, ...boundaryConfigs];
    const verdicts = cases.map(({ file, source, dynamic }) => {
      const code = dynamic ? 'void import(' + JSON.stringify(source) + ');' : 'import x from ' + JSON.stringify(source) + '; void x;';
      const messages = linter.verify(code, configs, { filename: path.join(process.cwd(), file) }).map((m) => m.message);
      return { file, source, messages };
    });
    process.stdout.write(JSON.stringify(verdicts));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Verdict[];
}

const refused = [
  { file: 'mf-feed/src/a.js', source: 'react-router-dom', because: /shell\/router/ },
  { file: 'mf-profile/src/a.js', source: 'react-router', because: /shell\/router/ },
  { file: 'mf-profile/src/a.js', source: 'mf-feed/src/features/posts/store/posts-slice', because: /only through its declared exports/ },
  { file: 'mf-comments/src/a.js', source: 'mf-profile', because: /must not import the remote mf-profile/ },
  { file: 'shell/src/a.js', source: 'mf-feed/feed-contract', because: /federation/ },
  { file: 'mf-comments/src/a.js', source: 'mf-feed/posts', because: /only through its declared exports/ },
  { file: 'shell/src/a.js', source: 'miragejs', because: /Mirage belongs to mock-api/ },
  { file: 'api-server/src/a.js', source: 'mock-api/server', because: /must not import the mock/ },
  { file: 'mock-api/src/a.js', source: 'api-server/serve-app', because: /must not import the server/ },
  { file: 'api-core/src/a.js', source: 'node:fs', because: /runs in a page too/ },
  { file: 'api-core/src/a.js', source: 'fastify', because: /runs in a page too/ },
  { file: 'api-core/src/a.js', source: 'fs/promises', because: /runs in a page too/ },
  { file: 'api-core/src/a.js', source: '@electric-sql/pglite', because: /runs in a page too/ },
  { file: 'shell/src/a.js', source: 'api-server/serve-app', because: /not the server's code/ },
  { file: 'api-core/src/a.js', source: 'mock-api/server', because: /must not import the mock/ },
  { file: 'mf-feed/src/a.js', source: 'api-core/api', because: /typed client/ },
  { file: 'api-contract/src/a.js', source: 'api-core/api', because: /typed client/ },
  { file: 'mf-feed/src/a.js', source: '../../shell/src/store/create-app-store', because: /by its name and exports/ },
];

const allowed = [
  { file: 'mf-profile/src/a.js', source: 'mf-feed/feed-contract' },
  { file: 'mf-comments/src/a.js', source: 'mf-feed/feed-contract' },
  { file: 'mf-feed/src/a.js', source: 'shell/router' },
  { file: 'mock-api/src/a.js', source: 'miragejs' },
  { file: 'api-server/src/a.js', source: 'api-contract/messages' },
  { file: 'api-server/src/a.js', source: 'api-core/api' },
  { file: 'mock-api/src/a.js', source: 'api-core/api' },
  { file: 'api-core/src/db/migrations.node.ts', source: 'node:fs' },
];

describe('the package boundaries, as lint rules', () => {
  const staticVerdicts = lintImports(refused);
  const dynamicVerdicts = lintImports(refused.map((entry) => ({ ...entry, dynamic: true })));
  const allowedVerdicts = lintImports(allowed);

  test.each(refused.map((entry, index) => [entry.file, entry.source, index] as const))(
    'in %s, an import of "%s" is refused, with the reason, also as import()',
    (_file, _source, index) => {
      const { because } = refused[index]!;
      expect(staticVerdicts[index]!.messages).toEqual([expect.stringMatching(because)]);
      expect(dynamicVerdicts[index]!.messages).toEqual([expect.stringMatching(because)]);
    },
  );

  test.each(allowed.map((entry, index) => [entry.file, entry.source, index] as const))(
    'in %s, an import of "%s" is allowed',
    (_file, _source, index) => {
      expect(allowedVerdicts[index]!.messages).toEqual([]);
    },
  );
});
