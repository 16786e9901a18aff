-- Issue 38: a person of another server may be suspended twice over, by a moderator here
-- (`suspended_until`, `suspension_reason`) and by their own server (`suspended_by_their_server`,
-- as their actor says). Migration 062 kept one of the two: a moderator's suspension replaced their
-- server's, so once it ended or was lifted the person showed again until their actor was read.
-- Each is now kept apart, and a person is hidden while either lasts
-- (api-core/src/moderation/suspensions.ts's `suspendedNow`).
alter table users drop constraint users_suspended_by_their_server;
update users set suspended_until = null, suspension_reason = null where suspended_by_their_server;
alter table users
  add constraint users_suspended_by_their_server check (not suspended_by_their_server or domain is not null);

-- The visibility conditions' index (migration 011), holding both suspensions: still only the few
-- suspended people, read without a look at the table.
drop index users_suspended;
create index users_suspended on users (id, suspended_until, suspended_by_their_server)
  where suspended_until is not null or suspended_by_their_server;
