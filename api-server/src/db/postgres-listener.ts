import pg from 'pg';

/** How long to wait before connecting again after the listening connection was lost. */
const reconnectDelayMs = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), for the
 * life of the process. When the connection is lost it connects again, and signals once it
 * listens again, since notifications sent meanwhile were lost with the connection. The first
 * connection must succeed: a server that cannot listen does not start.
 */
export async function listenOnPostgres(url: string, channel: string, onSignal: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => undefined);
    }, reconnectDelayMs);
  };

  async function connect(): Promise<void> {
    const connection = new pg.Client({ connectionString: url });
    client = connection;
    const lost = () => {
      if (client !== connection) return;
      client = null;
      connection.end().catch(() => undefined);
      scheduleReconnect();
    };
    connection.on('notification', () => onSignal());
    connection.on('error', lost);
    connection.on('end', lost);
    try {
      await connection.connect();
      await connection.query(`listen ${channel}`);
    } catch (error) {
      lost();
      throw error;
    }
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
    const connection = client;
    client = null;
    await connection?.end().catch(() => undefined);
  };
}
