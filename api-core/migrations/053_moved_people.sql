-- A person of elsewhere who moved to a new account (a Move their server sent, which the new
-- account confirmed by naming the old one as its own): their profile here names the new one,
-- as Mastodon's does (api-core/src/federation/moved-people.ts). The new account gone, the mark
-- goes with it; a later actor of theirs that names no successor clears it (they came back).
-- `moved_at`: when a Move of theirs was last taken; another within a week is not, as Mastodon
-- takes none, so two accounts naming each other cannot move their followers to and fro.
alter table users
  add column moved_to_id text references users (id) on delete set null,
  add column moved_at timestamptz,
  add constraint users_moved_not_to_oneself check (moved_to_id <> id);

-- The accounts that moved to one: found when that one goes (the reference's set null).
create index users_moved_to on users (moved_to_id) where moved_to_id is not null;
