-- Who runs a community, and how people join it (issue 16).

-- A member posts and follows; moderators act on what others post; admins run the community.
-- The first admin is made on the server's machine (`pnpm --filter api-server make-admin`).
alter table users add column role text not null default 'member' check (role in ('member', 'moderator', 'admin'));

-- The staff list, admins first ('admin' sorts before 'moderator'), then by name: members, nearly
-- everyone, are not in the index at all.
create index users_staff on users (role, lower(username), id) where role <> 'member';

-- A role change is public (a profile shows the staff badge), and the person's own page learns
-- at once that an admin screen opened or closed for them.
create function notify_user_role() returns trigger language plpgsql as $$
begin
  perform announce(jsonb_build_object('type', 'user.role', 'userId', new.id, 'role', new.role));
  return null;
end;
$$;

create trigger users_notify_role after update of role on users
  for each row when (old.role is distinct from new.role) execute function notify_user_role();

-- Invite codes (registration `invite`): a use is taken in the transaction that opens the account,
-- so a code cannot let in more people than it allows however many sign up at once.
create table invites (
  code text primary key check (code ~ '^[A-Z0-9]{6,64}$'),
  created_by text not null references users (id) on delete cascade,
  uses_max int not null check (uses_max > 0),
  uses_left int not null check (uses_left >= 0 and uses_left <= uses_max),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > created_at)
);

-- Every code, the newest first (admins); one person's codes (members, and deleting an account).
create index invites_newest on invites (created_at, code);
create index invites_by_creator on invites (created_by, created_at, code);

-- Who invited whom: the code an account joined with, and the person who made it (kept when the
-- code is gone; forgotten when that person's account is).
alter table users
  add column invite_code text references invites (code) on delete set null,
  add column invited_by text references users (id) on delete set null;
create index users_by_invite on users (invite_code, created_at) where invite_code is not null;
create index users_by_inviter on users (invited_by) where invited_by is not null;

-- Signups waiting for an admin (registration `approval`). They are not accounts: nothing lists
-- them but the admins' waiting list, and nobody can sign in as them. Approval moves the row into
-- `users` under the same id; a refusal forgets it.
create table signup_requests (
  id text primary key,
  username text not null check (username ~ '^[A-Za-z0-9_.]{3,20}$'),
  first_name text not null,
  last_name text not null,
  email text not null,
  password_hash text not null,
  bio text not null default '',
  website text not null default '',
  reason text not null default '' check (char_length(reason) <= 500),
  created_at timestamptz not null default now()
);

-- One waiting signup per name, whatever its letter case; the waiting list, the oldest first.
create unique index signup_requests_username on signup_requests (lower(username));
create index signup_requests_waiting on signup_requests (created_at, id);
