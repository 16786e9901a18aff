/**
 * What the API runs SQL through: the same parameterised PostgreSQL 15 queries on a PostgreSQL
 * server and on PGlite (in the server's data folder, in a page, in the tests). Rows come back as plain objects; integers are
 * cast to `int` in the SQL, since the two drivers read 64-bit integers differently.
 */
export type QueryResult<Row> = { rows: Row[]; rowCount: number };

/**
 * How a statement is planned. PostgreSQL plans each statement for its values by default (a plan
 * for any value walked the user search wrongly: api-server's postgres-database.ts). `generic`: one
 * plan made for any values, kept by the connection and reused, for a statement whose plan is the
 * same whatever its values (the home feed seeks each followed person's posts, for any reader and
 * page), where planning it again each time costs more than running it.
 */
export type QueryOptions = { plan?: 'generic' };

export type Queryable = {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /**
   * Runs a script of several statements without parameters (a migration, a job queue's locked
   * block), in PostgreSQL's simple protocol; resolves with the rows of each of its statements, in order.
   */
  exec<Row = Record<string, unknown>>(script: string): Promise<Row[]>;
};

export type Database = Queryable & {
  kind: 'pglite' | 'postgresql';
  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws.
   * `work` must use the `tx` it is given: on PGlite the database waits for the transaction, so
   * a query on the database itself from inside would wait forever.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onSignal` with the payload of each notification on `channel` (pg_notify, delivered
   * at commit), and with none whenever the listening connection came back after a loss, when
   * notifications may have been missed: the listener then reads what it has not seen, whoever
   * it was for. Resolves with the unlisten.
   */
  listen(channel: string, onSignal: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** PostgreSQL's code for a unique constraint that refused a row (SQLSTATE 23505). */
export const uniqueViolation = '23505';

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const found = error as { code?: unknown; constraint?: unknown } | null;
  return found?.code === uniqueViolation && (constraint === undefined || found.constraint === constraint);
};

/**
 * PostgreSQL's code for a row that names a row no longer there (SQLSTATE 23503): a comment on a
 * post deleted after it was looked up, when the two requests raced.
 */
export const foreignKeyViolation = '23503';

export const isForeignKeyViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === foreignKeyViolation;

/**
 * PostgreSQL's code for a check that refused a row (SQLSTATE 23514), a trigger's among them:
 * `constraint` names which (follows_unblocked, a follow between two people where one blocks the other).
 */
export const checkViolation = '23514';

export const isCheckViolation = (error: unknown, constraint: string): boolean => {
  const found = error as { code?: unknown; constraint?: unknown } | null;
  return found?.code === checkViolation && found.constraint === constraint;
};

/**
 * The database had no time for a statement: it ran past the statement timeout (SQLSTATE 57014,
 * a query stuck behind a lock or the server overloaded), or no connection came free in that
 * time. The request may well succeed again later, so it is answered as a 503, not a failure.
 */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super('The database had no time for the statement', { cause });
    this.name = 'DatabaseBusyError';
  }
}

const statementTimedOut = '57014';

export const isDatabaseBusy = (error: unknown): boolean =>
  error instanceof DatabaseBusyError || (error as { code?: unknown } | null)?.code === statementTimedOut;

/** Whether the database answers: a statement that reads nothing, for a health check. */
export async function databaseAnswers(db: Queryable): Promise<void> {
  await db.query('select 1');
}
