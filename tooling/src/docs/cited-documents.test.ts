/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

const resolves = (file: string, document: string): boolean =>
  existsSync(path.join(workspaceRoot, document)) || existsSync(path.join(workspaceRoot, path.dirname(file), document));

test('every document a comment cites is in the repository, so a clone can follow it', () => {
  const sources = trackedFiles().filter((file) => /\.(ts|tsx|js|cjs|mjs|yaml|sh)$/.test(file));
  const missing = sources.flatMap((file) =>
    citations(file)
      .filter(({ document }) => !resolves(file, document))
      .map(({ document, line }) => `${file}:${line} cites ${document}`),
  );
  expect(missing).toEqual([]);
});
