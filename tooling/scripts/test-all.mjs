// @ts-check
/**
 * `pnpm test`: lints (ESLint and Prettier), type-checks every package, runs every package's
 * jest suite (the contract suite on the mock and on the server with PGlite among them), the
 * server's suites again on a throwaway PostgreSQL 15, builds the seven apps and runs the browser
 * tests against them on the server, then prints how long each step took and one closing line
 * `N passed, N failed` with the totals of every suite; a failed lint or type-check counts as a failure.
 *   --unit     only the lint, the type-check and jest suites (PostgreSQL's included)
 *   --browser  only the build and the browser tests
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from './apps.mjs';

const args = new Set(process.argv.slice(2));
const runUnit = !args.has('--browser');
const runBrowser = !args.has('--unit');
const resultsDir = path.join(workspaceRoot, 'test-results');
/** The pages' packages: the shell and the remotes. */
const pages = ['shell', 'mf-feed', 'mf-profile', 'mf-comments', 'mf-admin', 'mf-notifications', 'mf-messages'];
/**
 * Each package's jest suite; `config` names another config of the package, `projects` the
 * packages run together with it, `wrap` a command it runs under. The pages' suites run as one
 * (each with its own config, as jest's projects): one start instead of seven, and no core idle
 * while a package's last file runs alone (181 s one after the other, 151 s as one).
 * @type {Array<{ name: string, pkg: string, config?: string, projects?: string[], wrap?: string[] }>}
 */
const jestSuites = [
  ...['tooling', 'federation-runtime', 'api-contract', 'mock-api', 'api-server'].map((pkg) => ({ name: pkg, pkg })),
  { name: 'pages', pkg: 'shell', projects: pages },
  {
    name: 'api-server-postgres',
    pkg: 'api-server',
    config: 'jest.postgres.config.cjs',
    wrap: ['bash', path.join(workspaceRoot, 'tooling/scripts/with-postgres.sh')],
  },
];

/** How long each step took, in the order run: what the end of the run prints, so a slow one is seen. */
const durations = /** @type {Array<{ step: string, seconds: number }>} */ ([]);

/**
 * How long one step may run, in minutes: over its longest on a two-core machine (the browser
 * tests took 33 minutes there, the server's jest suite 13). A step that hangs is
 * stopped (with every process it started: coreutils' timeout signals the step's whole process
 * group) and fails, so the run still ends with its totals instead of running out CI's time.
 */
const stepLimitMinutes = (/** @type {string} */ step) => (step === 'browser tests' ? 55 : 20);
/** What coreutils' timeout exits with when it stopped the step. */
const timedOut = 124;

/** @param {string} step @param {string} command @param {string[]} commandArgs @param {string} [cwd] */
function run(step, command, commandArgs, cwd = workspaceRoot) {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}${cwd === workspaceRoot ? '' : `   (in ${path.relative(workspaceRoot, cwd)})`}`);
  const started = performance.now();
  const limit = ['--kill-after=30', String(stepLimitMinutes(step) * 60), command, ...commandArgs];
  const status = spawnSync('timeout', limit, { cwd, stdio: 'inherit', env: process.env }).status ?? 1;
  durations.push({ step, seconds: (performance.now() - started) / 1000 });
  if (status === timedOut)
    console.error(`\n${step} did not end within ${stepLimitMinutes(step)} minutes: it was stopped and counts as failed.`);
  return status;
}

function printDurations() {
  const width = Math.max(...durations.map(({ step }) => step.length));
  const total = durations.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log('\nHow long each step took:');
  for (const { step, seconds } of [...durations, { step: 'all', seconds: total }]) {
    console.log(`  ${step.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
  }
}

/** @param {string} file */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let stepsFailed = 0;

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

if (runUnit) {
  // The server's tests of backups run Debian's pg_dump and pg_restore; its PostgreSQL suite, its server.
  if (run('install PostgreSQL', 'bash', [path.join(workspaceRoot, 'tooling/scripts/ensure-postgres.sh')]) !== 0) stepsFailed += 1;
  // The server's tests of Mastodon's client API run real clients: Debian's Mastodon.py and toot.
  if (run('install Mastodon clients', 'bash', [path.join(workspaceRoot, 'tooling/scripts/ensure-mastodon-clients.sh')]) !== 0) {
    stepsFailed += 1;
  }
  if (run('lint', 'pnpm', ['lint']) !== 0) stepsFailed += 1;
  if (run('type-check', 'pnpm', ['-r', 'typecheck']) !== 0) stepsFailed += 1;
  for (const { name, pkg, config, projects, wrap = [] } of jestSuites) {
    const outputFile = path.join(resultsDir, `jest-${name}.json`);
    // The pages' suites (the shell's and the remotes') and the server's run a file on each core:
    // on two cores the server's took 571 s instead of 356 on PGlite, 397 s instead of about
    // 240 on PostgreSQL, and its longest wait for background work (a delivery reaching the
    // other server, which its tests allow 15 s) was 2.3 s. The mock's two files ran slower side
    // by side than one after the other, so it keeps jest's default.
    const workers = pkg === 'mock-api' ? [] : [`--maxWorkers=${availableParallelism()}`];
    const jest = [
      'pnpm',
      'exec',
      'jest',
      '--ci',
      ...workers,
      '--json',
      `--outputFile=${outputFile}`,
      ...(config ? ['-c', config] : []),
      ...(projects ? ['--projects', ...projects.map((one) => path.join(workspaceRoot, one))] : []),
    ];
    const [command = 'pnpm', ...commandArgs] = [...wrap, ...jest];
    run(`jest ${name}`, command, commandArgs, path.join(workspaceRoot, pkg));
    const result = readJson(outputFile);
    if (!result) {
      console.error(`jest wrote no results for ${name}`);
      stepsFailed += 1;
      continue;
    }
    passed += result.numPassedTests;
    failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  }
}

/** The pictures Chromium did not capture in time (tooling/e2e/screens.ts's saveScreenshot), from Playwright's report. */
function screenshotsNotSaved(report) {
  const suites = [...report.suites];
  const missing = [];
  while (suites.length > 0) {
    const suite = suites.pop();
    suites.push(...(suite.suites ?? []));
    for (const spec of suite.specs ?? []) {
      for (const testOfSpec of spec.tests) {
        for (const note of testOfSpec.annotations) if (note.type === 'screenshot not saved') missing.push(note.description);
      }
    }
  }
  return missing;
}

if (runBrowser) {
  if (run('install Chromium', 'bash', [path.join(workspaceRoot, 'tooling/scripts/ensure-chromium.sh')]) !== 0) {
    stepsFailed += 1;
  } else if (run('build', 'pnpm', ['build']) !== 0) {
    stepsFailed += 1;
  } else {
    // No traces: recording them, even to keep only a failure's, took a fifth of the browser
    // tests' time (95 s instead of 115 for the screens' test alone on two cores). A failing
    // spec run alone (docs/testing.md) keeps its trace.
    const status = run(
      'browser tests',
      'pnpm',
      ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--trace', 'off'],
      path.join(workspaceRoot, 'tooling'),
    );
    const report = readJson(path.join(resultsDir, 'browser-results.json'));
    if (!report) stepsFailed += 1;
    else {
      passed += report.stats.expected;
      failed += report.stats.unexpected + report.stats.flaky;
      for (const missing of screenshotsNotSaved(report)) console.log(`screenshot not saved: ${missing}`);
      // Playwright fails with no test failed when it cannot start its servers (a port in use): a step failed.
      if (status !== 0 && report.stats.unexpected + report.stats.flaky === 0) stepsFailed += 1;
    }
  }
}

printDurations();
if (stepsFailed > 0) console.error(`\n${stepsFailed} step(s) failed outright (see above).`);
console.log(`\n${passed} passed, ${failed + stepsFailed} failed`);
process.exit(failed + stepsFailed > 0 ? 1 : 0);
