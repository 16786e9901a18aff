-- Issue 38: a person of another server whom their own server suspended (their actor says
-- `suspended`, as Mastodon's says of an account it suspends) is hidden here as a moderator's
-- suspension hides them (`suspended_until`, for good), and shown again once their actor no longer
-- says so, as Mastodon keeps a suspension's origin. Only their server's suspension is lifted by
-- their server: true while the suspension `suspended_until` holds is theirs, and false once a
-- moderator here suspends them or lifts it.
alter table users
  add column suspended_by_their_server boolean not null default false
    constraint users_suspended_by_their_server check (not suspended_by_their_server or (domain is not null and suspended_until is not null));
