import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A process id that no process has now: one that ran and ended. */
const endedPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid;

/** Starts a process that tries to take `dir` at the instant `at`, holds it a while, and says what happened. */
function contender(dir: string, at: number): Promise<string> {
  const script = `
    const { lockDataDir } = await import('./src/db/data-dir-lock.ts');
    while (Date.now() < ${at});
    try { lockDataDir(${JSON.stringify(dir)}); console.log('took'); setTimeout(() => undefined, 1500); }
    catch (error) { console.log(error.constructor.name); }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.join(__dirname, '..') });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve) => child.once('exit', () => resolve(output.trim())));
}

test('of several servers starting at once on a folder whose lock was left by a dead process, exactly one takes it', async () => {
  for (let round = 0; round < 5; round += 1) {
    const dir = mkdtempSync(path.join(tmpdir(), 'social-lock-'));
    try {
      writeFileSync(path.join(dir, 'server.pid'), String(endedPid()));
      // Loaded, they all try in the same millisecond.
      const at = Date.now() + 4_000;
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => contender(dir, at)));
      expect(outcomes.filter((outcome) => outcome === 'took')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'DataDirInUse')).toHaveLength(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}, 120_000);
