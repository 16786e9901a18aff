import pg from 'pg';

/** How long to wait before connecting again after the listening connection was lost. */
const reconnectDelayMs = 1_000;

export type ListenerOptions = {
  /** Where the loss of the listening connection is reported (it reconnects by itself). */
  onError: (error: Error) => void;
  /**
   * How often the connection is asked to answer a `select 1`, and how long it has to answer. A
   * connection only listening sends nothing, so one left half-open (a peer gone without a word,
   * a firewall that forgot it) would otherwise look open for ever while no event arrives.
   */
  checkEveryMs?: number;
};

/** Resolves with `work`, or rejects with `timeout` if it takes longer than `ms` (whatever `work` does later is ignored). */
function within<T>(work: Promise<T>, ms: number, timeout: () => Error): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timeout()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), for the
 * life of the process. When the connection is lost, or stops answering its periodic check, it
 * connects again, and signals once it listens again, since notifications sent meanwhile were
 * lost with the connection (with no payload: anything may have changed). The first connection
 * must succeed: a server that cannot listen does not start.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onSignal: (payload?: string) => void,
  { onError, checkEveryMs = 30_000 }: ListenerOptions,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let check: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => undefined);
    }, reconnectDelayMs);
  };

  async function connect(): Promise<void> {
    // TCP keep-alive lets the operating system notice a dead peer too, within its own (long) time.
    const connection = new pg.Client({ connectionString: url, keepAlive: true });
    client = connection;
    const lost = (error?: Error) => {
      if (client !== connection) return;
      client = null;
      if (check) clearTimeout(check);
      if (error) onError(error);
      // A half-open connection would never answer a polite end: its socket goes at once.
      connection.connection.stream.destroy();
      connection.end().catch(() => undefined);
      scheduleReconnect();
    };
    const checkLater = () => {
      check = setTimeout(() => {
        const answer = connection.query('select 1');
        const silence = () => new Error(`PostgreSQL did not answer the listening connection within ${checkEveryMs} ms.`);
        within(answer, checkEveryMs, silence).then(
          () => {
            if (client === connection) checkLater();
          },
          (error: unknown) => lost(error instanceof Error ? error : new Error(String(error))),
        );
      }, checkEveryMs);
      // The check alone must not keep the process running.
      check.unref();
    };
    connection.on('notification', (message) => onSignal(message.payload));
    connection.on('error', lost);
    connection.on('end', () => lost());
    try {
      await connection.connect();
      await connection.query(`listen ${channel}`);
    } catch (error) {
      lost();
      throw error;
    }
    checkLater();
    onSignal();
  }

  try {
    await connect();
  } catch (error) {
    stopped = true;
    if (retry) clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (check) clearTimeout(check);
    const connection = client;
    client = null;
    await connection?.end().catch(() => undefined);
  };
}
