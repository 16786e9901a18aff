-- Issue 35: confirmed email addresses. A new account's address is confirmed by the link mailed to
-- it; a changed address becomes the account's only once its link is opened. Accounts from before
-- (and the seed's) count as confirmed: nobody could confirm them, and a community turning
-- SOCIAL_REQUIRE_VERIFIED_EMAIL on must not lock them out. Signups set it false themselves.
alter table users add column email_confirmed boolean not null default true;

-- A link to confirm `email` for the account: its own address, or one it changes to. Only the
-- token's hash is kept; the server makes the token again from the id (as for password resets).
create table email_confirmations (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 254),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at)
);

-- A person's links, the latest first: the mails of this hour, the change waiting, those a use closes.
create index email_confirmations_by_user on email_confirmations (user_id, created_at desc);
