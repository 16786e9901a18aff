import type { Keyset, Page, SqlQuery } from './keyset';

/** A list call read from its query: the page it asks for, in which order, and the SQL that reads it. */
export type PlannedPage = { query: SqlQuery; keyset: Keyset; page: Page };
