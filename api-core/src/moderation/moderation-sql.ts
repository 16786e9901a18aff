/**
 * SQL that the reports, the log and the suspensions share: times as the API writes them, and
 * whether what a case or an entry is about is still there.
 */

/** A timestamp as ISO 8601 text in UTC to the millisecond, as JavaScript's `toISOString` writes it; "infinity" as itself. */
export const isoText = (sql: string): string =>
  `case when ${sql} = 'infinity' then 'infinity' else to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`;

/** Whether the post, comment, message or person a row names (`target_type`, `target_id` of `alias`) still exists: one probe of a primary key. */
export const targetExists = (alias: string): string =>
  `case ${alias}.target_type
     when 'post' then exists (select 1 from posts tp where tp.id = ${alias}.target_id)
     when 'comment' then exists (select 1 from comments tc where tc.id = ${alias}.target_id)
     when 'message' then exists (select 1 from messages tm where tm.id = ${alias}.target_id)
     when 'server' then exists (select 1 from domain_blocks tb where tb.domain = ${alias}.target_id)
     else exists (select 1 from users tu where tu.id = ${alias}.target_id) end`;
