-- Issue 37: every member is an ActivityPub actor (api-server/src/federation). Within PostgreSQL 15, like 001.

-- Each member's two signing keys (RSA for HTTP Signatures, Ed25519 for Object Integrity Proofs),
-- made the first time someone asks for them and kept: a key that changed would make every server
-- that cached it refuse what the member sends. JWKs, as Fedify exports and imports them. No
-- foreign key: a deleted member's keys outlive their row until their Delete has been signed and
-- sent (api-core/src/federation/account-federation.ts), then go.
create table actor_keys (
  user_id text not null,
  algorithm text not null check (algorithm in ('RSASSA-PKCS1-v1_5', 'Ed25519')),
  public_jwk jsonb not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, algorithm)
);

-- The actors of other servers this one has heard from: where to deliver to them, and what to show.
create table remote_actors (
  id text primary key,
  uri text not null unique,
  -- `@name@host`, how people write them.
  handle text not null,
  name text not null default '',
  inbox_url text not null,
  -- Several followers on one server share one delivery when their server has a shared inbox.
  shared_inbox_url text,
  updated_at timestamptz not null default now()
);

-- People of other servers who follow a member, or ask to ('pending': the member approves their
-- followers). `follow_uri` is their Follow's id, which the Accept or Reject names.
create table remote_follows (
  actor_id text not null references remote_actors (id) on delete cascade,
  followee_id text not null references users (id) on delete cascade,
  follow_uri text not null,
  state text not null check (state in ('pending', 'accepted')),
  created_at timestamptz not null default now(),
  primary key (actor_id, followee_id)
);

-- A member's remote followers, the latest first (the followers collection's pages, the deliveries).
create index remote_follows_latest on remote_follows (followee_id, state, created_at desc, actor_id);

-- An accepted remote follower counts in the member's followers, as a member's follow does (004).
create function count_remote_follows() returns trigger language plpgsql as $$
declare
  step integer := case
    when tg_op = 'INSERT' and new.state = 'accepted' then 1
    when tg_op = 'UPDATE' and old.state = 'pending' and new.state = 'accepted' then 1
    when tg_op = 'DELETE' and old.state = 'accepted' then -1
    else 0 end;
begin
  if step <> 0 then
    update users set follower_count = follower_count + step
     where id = case when tg_op = 'DELETE' then old.followee_id else new.followee_id end;
  end if;
  return null;
end;
$$;

create trigger remote_follows_count after insert or update of state or delete on remote_follows
  for each row execute function count_remote_follows();

-- Fedify's key-value store (api-server/src/federation/kv-store.ts): cached remote documents and
-- keys, activities already handled (idempotence), each remote host's circuit breaker.
create table federation_kv (
  key text[] primary key,
  value jsonb not null,
  expires_at timestamptz
);

create index federation_kv_expiry on federation_kv (expires_at) where expires_at is not null;

-- Inboxes that kept failing: each try's outcome, so admins see which servers do not take what
-- this one sends, and when it gave up on them.
create table federation_inbox_failures (
  inbox_url text primary key,
  failures integer not null default 1,
  last_error text not null,
  first_failed_at timestamptz not null default now(),
  last_failed_at timestamptz not null default now(),
  gave_up_at timestamptz
);

-- The admins' list, the latest failure first.
create index federation_inbox_failures_latest on federation_inbox_failures (last_failed_at desc, inbox_url);
