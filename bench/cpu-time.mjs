// @ts-check
/**
 * CPU time spent by processes (Linux /proc), to turn a load's requests per second into requests
 * per CPU-second of the server and of PostgreSQL: what a core of each holds.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** User plus system CPU seconds of process `pid`, or 0 once it is gone. */
function cpuSecondsOf(pid) {
  try {
    // Fields after the command (which may hold spaces, so split after its closing parenthesis).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The ids of the running processes whose command is `name` (PostgreSQL's backends: `postgres`). */
export function processesNamed(name) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Runs `work` and answers what it resolved with and the CPU seconds the server process and the
 * PostgreSQL processes spent meanwhile (backends that come and go included).
 * @template T @param {number} serverPid @param {() => Promise<T>} work
 */
export async function withCpuTime(serverPid, work) {
  const postgresBefore = new Map(processesNamed('postgres').map((pid) => [pid, cpuSecondsOf(pid)]));
  const serverBefore = cpuSecondsOf(serverPid);
  const result = await work();
  const postgresAfter = processesNamed('postgres').map((pid) => cpuSecondsOf(pid) - (postgresBefore.get(pid) ?? 0));
  return {
    result,
    serverCpu: cpuSecondsOf(serverPid) - serverBefore,
    postgresCpu: postgresAfter.reduce((sum, seconds) => sum + seconds, 0),
  };
}
