import { readFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../..');

/** The workspace's packages, as pnpm-workspace.yaml lists them. */
function workspacePackages(): string[] {
  const listed = readFileSync(path.join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8').split('packages:')[1]?.split(/\n\S/)[0] ?? '';
  return [...listed.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((match) => match[1]!);
}

/** Each package's workspace dependencies, of every kind (a devDependency orders builds and installs too). */
function workspaceDependencies(names: string[]): Map<string, string[]> {
  return new Map(
    names.map((name) => {
      const manifest = JSON.parse(readFileSync(path.join(workspaceRoot, name, 'package.json'), 'utf8')) as Record<string, unknown>;
      const declared = ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
        Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}),
      );
      return [name, declared.filter((dependency) => names.includes(dependency))];
    }),
  );
}

/** A cycle through the graph, as the path that closes it, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (name: string, trail: string[]): string[] | null => {
    if (trail.includes(name)) return [...trail.slice(trail.indexOf(name)), name];
    if (done.has(name)) return null;
    for (const next of graph.get(name) ?? []) {
      const cycle = visit(next, [...trail, name]);
      if (cycle) return cycle;
    }
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}

test('no two workspace packages depend on each other, directly or through others', () => {
  const names = workspacePackages();
  expect(names).toEqual(expect.arrayContaining(['shell', 'tooling', 'api-server', 'federation-runtime', 'bench']));
  expect(findCycle(workspaceDependencies(names))).toBeNull();
});

test('a cycle is found when there is one', () => {
  const graph = new Map([
    ['tooling', ['api-server']],
    ['api-server', ['api-core', 'tooling']],
    ['api-core', []],
  ]);
  expect(findCycle(graph)).toEqual(['tooling', 'api-server', 'tooling']);
});
