-- Issue 35: passkeys (WebAuthn). A passkey is a second factor, like the authenticator app, and
-- signs in by itself without a password (it proves who holds it, and that they unlocked it).
-- Recovery codes now stand in for any second factor: they end with the last one.

-- One row per passkey: the credential's id (base64url, unique on every account: a passkey of
-- one account cannot be registered to another) and its public key; never a secret.
create table passkeys (
  id text primary key check (char_length(id) between 1 and 1366),
  user_id text not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 64),
  -- The COSE public key, as the WebAuthn library read it from the registration, in base64url
  -- (text: the page's PGlite and the server's PostgreSQL carry it alike).
  public_key text not null check (public_key ~ '^[A-Za-z0-9_-]+$'),
  -- The authenticator's signature counter: one that goes back names a cloned key.
  counter bigint not null default 0 check (counter >= 0),
  transports text[] not null default '{}',
  -- Whether it is synced between devices (a password manager's), as the registration said.
  backed_up boolean not null default false,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);

create index passkeys_by_user on passkeys (user_id, created_at, id);

-- The challenges passkey options were made with, each answered once within minutes: adding a
-- passkey (`register`, for its account) and signing in without a password (`sign_in`, for
-- anyone). A login's second step uses its own challenge (`sign_in_challenges`) instead.
create table passkey_challenges (
  token_hash text primary key,
  purpose text not null check (purpose in ('register', 'sign_in')),
  user_id text references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > created_at),
  check ((purpose = 'register') = (user_id is not null))
);

create index passkey_challenges_by_expiry on passkey_challenges (expires_at);
