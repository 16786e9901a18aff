-- Why a session ended, while its token could still be presented: an open page of that session
-- is told why it was signed out (from another device, by a password change) instead of the
-- bare "session ended" of an expiry. A row says nothing once the session would have expired; the
-- person's expired rows are deleted when they open or end a session, and all go with the person.
create table session_ends (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  reason text not null check (reason in ('signed_out', 'ended_elsewhere', 'password_changed')),
  expires_at timestamptz not null
);

-- A person's ended sessions, to forget the expired ones when a new session opens.
create index session_ends_by_user on session_ends (user_id, expires_at);
