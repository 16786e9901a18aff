-- Issue 38: the posts and replies of elsewhere kept before this server read all a Note carries
-- (migrations 055 to 061: its other media, its mark on its media, its emoji, what it answers, a
-- reply's warning) kept nothing of those, nor the people of elsewhere last read before it read the
-- emoji of their names (migration 060). Each is read again once from its server, the newest
-- first, by a job of its own (`federation.backfill`, api-core/src/federation/backfill.ts), so an
-- upgraded server shows them as one that kept them since shows its own.
--
-- Which were kept before is told by `created_at`: a reply's is when it was kept here, a post's
-- when its server says it was written (`published`), never later than when it was kept. Every one
-- from before the last of those migrations was applied is read again. Some posts among them were
-- kept after it (read up a thread, or from an outbox): read again needlessly, once. A server that
-- applies all of these migrations at once (one older than 055) reads again every one it has.
--
-- Public ones only, and the replies under them: the job reads as the community's own actor, to
-- which a server gives none of a post for some (Mastodon answers 404, which would be taken for a
-- post gone there).
alter table posts add column backfill_due boolean not null default false;
alter table comments add column backfill_due boolean not null default false;
alter table users add column backfill_due boolean not null default false;

with kept_all as (
  select max(applied_at) as at from schema_migrations where version >= '055' and version < '062'
)
update posts set backfill_due = true
  where uri is not null and visibility = 'public' and created_at < (select at from kept_all);

with kept_all as (
  select max(applied_at) as at from schema_migrations where version >= '055' and version < '062'
)
update comments c set backfill_due = true
  where c.uri is not null and c.created_at < (select at from kept_all)
    and exists (select 1 from posts p where p.id = c.post_id and p.visibility = 'public');

-- A person of elsewhere: when their actor was last read (`updated_at`), before migration 060.
update users u set backfill_due = true
  where u.domain is not null and exists (select 1 from remote_actors a where a.id = u.id)
    and u.updated_at < (select max(applied_at) from schema_migrations where version >= '060' and version < '061');

-- The job takes the newest first, one at a time, from these: empty once all are read again.
create index posts_backfill_due on posts (created_at desc, id desc) where backfill_due;
create index comments_backfill_due on comments (created_at desc, id desc) where backfill_due;
create index users_backfill_due on users (updated_at desc, id desc) where backfill_due;
