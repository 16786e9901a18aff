/** pino's levels at which PostgreSQL's progress (its LOG lines) is not wanted, only its warnings and failures. */
const quietLevels = new Set(['warn', 'error', 'fatal', 'silent']);

/** Where PostgreSQL's own log lines go: the process's standard error, as `logLevel` (pino's, `LOG_LEVEL`) asks. */
export const postgresLog =
  (logLevel: string) =>
  (line: string): void => {
    if (quietLevels.has(logLevel) && !/\b(WARNING|ERROR|FATAL|PANIC):/.test(line)) return;
    process.stderr.write(`postgres: ${line}\n`);
  };
