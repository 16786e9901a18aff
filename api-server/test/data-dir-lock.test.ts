import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A process id that no process has now: one that ran and ended. */
const endedPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid;

type Contender = { ready: Promise<void>; outcome: Promise<string>; go: () => void; end: () => Promise<void> };

/**
 * Starts a process that loads the lock and says `ready`; told `go`, it tries to take `dir` and
 * says what happened, and holds what it took until its input ends. Told, not timed: every try
 * comes while the taker holds the folder, however slowly the machine starts them.
 */
function contender(dir: string): Contender {
  const script = `
    const { lockDataDir } = await import('./src/db/data-dir-lock.ts');
    const { createInterface } = await import('node:readline');
    console.log('ready');
    for await (const word of createInterface({ input: process.stdin })) {
      try { lockDataDir(${JSON.stringify(dir)}); console.log('took'); }
      catch (error) { console.log(error.constructor.name); }
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.join(__dirname, '..') });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value ?? `ended (${child.exitCode})`);
  const ready = next().then((line) => expect(line).toBe('ready'));
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ready,
    outcome: ready.then(next),
    go: () => child.stdin.write('go\n'),
    end: () => {
      child.stdin.end();
      return ended;
    },
  };
}

test('of several servers starting at once on a folder whose lock was left by a dead process, exactly one takes it', async () => {
  for (let round = 0; round < 5; round += 1) {
    const dir = mkdtempSync(path.join(tmpdir(), 'social-lock-'));
    const contenders = Array.from({ length: 6 }, () => contender(dir));
    try {
      writeFileSync(path.join(dir, 'server.pid'), String(endedPid()));
      // Loaded, they are all told to try at once.
      await Promise.all(contenders.map((one) => one.ready));
      for (const one of contenders) one.go();
      const outcomes = await Promise.all(contenders.map((one) => one.outcome));
      expect(outcomes.filter((outcome) => outcome === 'took')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'DataDirInUse')).toHaveLength(5);
    } finally {
      await Promise.all(contenders.map((one) => one.end()));
      rmSync(dir, { recursive: true, force: true });
    }
  }
}, 120_000);
