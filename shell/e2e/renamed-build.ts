import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * A team renames its app's internals, rebuilds it alone and deploys it. Here the renaming is what
 * an editor's rename does to the program, done by the TypeScript compiler on a copy of the app:
 * every action the app creates (`createAction('posts/fetchPost')`, `createAsyncAction('users/follow')`,
 * `apiAction('adminStaff/setRole', …)`, `pagedListCall('adminSignups', …)`) gets a new type, so any other build that named one of them, or compiled a copy of the app's
 * slices, no longer matches what the rebuilt app dispatches.
 */

export const workspaceRoot = path.resolve(__dirname, '../..');
/** What the rename puts before every action type. */
export const renamedPrefix = 'v2-';

/** The calls that name actions: each takes the type (or the prefix of its types) first. */
const actionCreators = new Set(['createAction', 'createAsyncAction', 'apiAction', 'pagedListCall']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The action types an app's sources create, each with where its literal is in its file. */
function actionTypeLiterals(file: string, text: string): Array<{ start: number; end: number; type: string }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ start: number; end: number; type: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && actionCreators.has(node.expression.text)) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        found.push({ start: first.getStart(source), end: first.getEnd(), type: first.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every action type an app's sources create, as written (`posts/fetchPost`, `users/follow`). */
export function actionTypesOf(app: string): string[] {
  return sourceFiles(path.join(workspaceRoot, app, 'src')).flatMap((file) =>
    actionTypeLiterals(file, readFileSync(file, 'utf8')).map(({ type }) => type),
  );
}

/** Renames every action type in a copy's sources; returns the types it renamed. */
function renameActionTypes(srcDir: string): string[] {
  const renamed: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    let text = readFileSync(file, 'utf8');
    const literals = actionTypeLiterals(file, text).sort((a, b) => b.start - a.start);
    for (const { start, end, type } of literals) {
      text = `${text.slice(0, start)}'${renamedPrefix}${type}'${text.slice(end)}`;
      renamed.push(type);
    }
    writeFileSync(file, text);
  }
  return renamed;
}

/**
 * A copy of `app` with its actions renamed, built for production: for a remote its container (what
 * the composed app loads of it), for the shell its page. Returns the build's folder and the types renamed.
 */
export function buildRenamed(app: string): { dist: string; renamed: string[] } {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'deploy-alone-')), app);
  const appDir = path.join(workspaceRoot, app);
  cpSync(appDir, copy, { recursive: true, filter: (source) => !/[/\\](node_modules|dist|e2e)$/.test(source) });
  // The copy resolves its dependencies (tooling's webpack config, shell, react) as the app does.
  symlinkSync(path.join(appDir, 'node_modules'), path.join(copy, 'node_modules'));
  const renamed = renameActionTypes(path.join(copy, 'src'));
  const configName = app === 'shell' ? 'page' : 'container';
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js', { paths: [copy] }), '--mode', 'production', '--config-name', configName],
    { cwd: copy, stdio: 'pipe' },
  );
  const dist = path.join(copy, 'dist');
  // A deployment keeps its own runtime configuration (where the API and the remotes are): the
  // server answers the shell's config.json, not the build's file made for development.
  if (app === 'shell') rmSync(path.join(dist, 'config.json'));
  return { dist, renamed };
}

/**
 * The JavaScript a remote's container is made of (its entry, and the chunks of its module and of
 * its fallbacks, as its manifest lists them), or all of a build's scripts for the shell.
 */
export function builtScripts(dist: string): string {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const remote = existsSync(path.join(dist, 'remoteEntry.js'));
  let files = readdirSync(dist).filter((name) => name.endsWith('.js'));
  if (remote) {
    type Assets = { js: { sync: string[]; async: string[] } };
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      exposes: Array<{ assets: Assets }>;
      shared: Array<{ assets: Assets }>;
    };
    const listed = [...manifest.exposes, ...manifest.shared].flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
    files = ['remoteEntry.js', ...new Set(listed)];
  }
  return files.map((name) => readFileSync(path.join(dist, name), 'utf8')).join('\n');
}
