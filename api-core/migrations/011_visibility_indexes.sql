-- What the visibility conditions of every list (api-core/src/safety/visibility.ts) read. Few
-- people are ever suspended: this index holds only them, so a list's "not suspended" is read
-- from it at once (or probed per row), never from a scan of every user.
create index users_suspended on users (id, suspended_until) where suspended_until is not null;
