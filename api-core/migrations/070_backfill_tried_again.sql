-- Issue 38: a post, reply or person of elsewhere the backfill (migration 069) read when its server
-- did not answer (a timeout, a refusal for now: 429, 5xx), or answered 404 once, is read again
-- later rather than left as it was kept: after an hour, then 6 hours, then a day, then given up
-- (api-core/src/federation/backfill.ts). A 404 read again after an hour takes a post, as any post
-- of elsewhere read again and still missing some minutes apart goes (migration 067).
--
-- One row for each still to be tried again, gone when it is read or given up: a table of its own,
-- not columns on every post, reply and person for what a few ever need.
create table backfill_retries (
  -- Its id there: the Note's (a post, a reply, or both copies of one kept as each), or the actor's.
  uri text primary key,
  kind text not null check (kind in ('note', 'person')),
  -- The Note's author here, or the person: with them gone, nothing is left to read again.
  user_id text not null references users (id) on delete cascade,
  failures smallint not null check (failures between 1 and 3),
  next_at timestamptz not null,
  last_failure text not null
);

-- The job takes those due, the longest waiting first, and waits for the next.
create index backfill_retries_next_at on backfill_retries (next_at);
