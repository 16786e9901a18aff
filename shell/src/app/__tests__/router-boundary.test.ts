import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const routerModule = path.join(workspaceRoot, 'shell/src/app/router.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the router boundary', () => {
  it('every package reaches React Router through shell/router, so remotes share the shell’s one router', () => {
    const packages = ['shell', 'mf-feed', 'mf-profile', 'mf-comments'];
    const files = packages.flatMap((name) => sourceFiles(path.join(workspaceRoot, name, 'src')));
    expect(files).toContain(routerModule);
    // Any import of React Router itself, or of the router module by a relative path.
    const direct = /(from|import|import\(|mock\()\s*['"](react-router(-dom)?(\/[^'"]*)?|(\.\.?\/)+(app\/)?router)['"]/;
    const offenders = files.filter((file) => file !== routerModule && direct.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(workspaceRoot, file))).toEqual([]);
  });
});
