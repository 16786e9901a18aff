-- Issue 38: a deleted member's actor answers 410 Gone (a Tombstone), as Mastodon's does, so a
-- server that still holds their follows, posts or keys knows they are gone for good rather than
-- missing for a while (a 404). Only the id is kept: nothing of the person is.
create table deleted_actors (
  id text primary key,
  deleted_at timestamptz not null default now()
);
