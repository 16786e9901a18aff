/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../..');

/** Every file git tracks, so what a clone has is what is checked. */
const trackedFiles = (): string[] =>
  execFileSync('git', ['ls-files'], { cwd: workspaceRoot, encoding: 'utf8' }).split('\n').filter(Boolean);

const commentLine = /^\s*(\/\/|\*|\/\*|#)/;
const citedDocument = /(?:[\w.-]+\/)*[\w.-]+\.md\b/g;

/** The documents (`*.md`) the comments of a file name, with the line they are on. */
function citations(file: string): Array<{ document: string; line: number }> {
  return readFileSync(path.join(workspaceRoot, file), 'utf8')
    .split('\n')
    .flatMap((text, index) =>
      commentLine.test(text) ? [...text.matchAll(citedDocument)].map(([document]) => ({ document, line: index + 1 })) : [],
    );
}

/** Whether `document`, as `file` names it (from the root or beside the file), is a tracked file: on disk is not enough, output is ignored. */
const resolvesIn =
  (tracked: Set<string>) =>
  (file: string, document: string): boolean =>
    tracked.has(path.normalize(document)) || tracked.has(path.join(path.dirname(file), document));

test('every document a comment cites is in the repository, so a clone can follow it', () => {
  const tracked = trackedFiles();
  const resolves = resolvesIn(new Set(tracked));
  const sources = tracked.filter((file) => /\.(ts|tsx|js|cjs|mjs|yaml|sh)$/.test(file));
  const missing = sources.flatMap((file) =>
    citations(file)
      .filter(({ document }) => !resolves(file, document))
      .map(({ document, line }) => `${file}:${line} cites ${document}`),
  );
  expect(missing).toEqual([]);
});
