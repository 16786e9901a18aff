-- Issue 35: two-factor sign-in. An authenticator app (TOTP, RFC 6238) counts once one of its
-- codes has confirmed it; ten single-use recovery codes come with it. A login whose password is
-- right then opens a short-lived challenge, and the session opens when a code answers it.

-- One authenticator app per account. `confirmed_at` null: set up, waiting for its first code
-- (a new setup replaces it). `last_step`: the 30-second step of the last code accepted, so a
-- code seen once (over a shoulder, in a log) never signs in again.
create table totp_factors (
  user_id text primary key references users (id) on delete cascade,
  -- The shared secret, in base32, as the authenticator app holds it: the server must read it to
  -- check a code, so it is never answered after setup.
  secret text not null check (char_length(secret) between 16 and 128),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  last_step bigint
);

-- Recovery codes, each working once; only their SHA-256 is kept (they are random, 50 bits each,
-- so a slow hash adds nothing).
create table recovery_codes (
  user_id text not null references users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- The second step of a login: made when the password is right, answered by a code within
-- `secondFactorMinutes`. The token is the client's alone (its hash kept); wrong codes are
-- counted on it, and too many end it, so a stolen password cannot try every code.
create table sign_in_challenges (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  failures integer not null default 0 check (failures >= 0),
  used_at timestamptz,
  check (expires_at > created_at)
);

create index sign_in_challenges_by_user on sign_in_challenges (user_id, created_at desc);

-- How each session was signed in, for the person's list of sessions: a password alone (or a
-- signup, or a new password from a reset link), or with an authenticator code, a recovery code
-- or a passkey. Sessions from before were opened with a password.
alter table sessions
  add column signed_in_with text not null default 'password'
    check (signed_in_with in ('password', 'authenticator', 'recovery_code', 'passkey'));
