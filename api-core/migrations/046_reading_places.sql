-- Issue 39: where a member stopped reading Home and the notifications (Mastodon's markers), kept
-- on the account so an app on another device starts there. Each save counts a version, as
-- Mastodon's does, for apps that compare them.
create table reading_places (
  user_id text not null references users (id) on delete cascade,
  list text not null check (list in ('home', 'notifications')),
  last_read_id text not null check (char_length(last_read_id) between 1 and 200),
  version integer not null default 1 check (version >= 1),
  updated_at timestamptz not null default now(),
  primary key (user_id, list)
);
