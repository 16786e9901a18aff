-- Issue 35: links to choose a new password, each working once within an hour. The person asks
-- for one by mail ("Forgot your password?"), or an admin makes one to hand over when the
-- community sends no mail. Only the token's hash is kept: the token is in the link alone, and
-- the server can make it again from the row's id and its secret, so a mail tried again after a
-- crash sends the same link.
create table password_resets (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  -- The SHA-256 of the link's token, in hex.
  token_hash text not null unique,
  -- 'mail': the person asked; 'admin': an admin made the link (made_by).
  requested_by text not null check (requested_by in ('mail', 'admin')),
  made_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at)
);

-- A person's links, the latest first: how many mails they were sent this hour, and the ones
-- still open that a new password closes.
create index password_resets_by_user on password_resets (user_id, created_at desc);

-- "Forgot your password?" finds the account by its email address, whatever its letter case.
create index users_by_email on users (lower(email));
