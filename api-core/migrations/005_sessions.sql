-- A session is one signed-in browser or device: a login or signup opens one, and a token names
-- it. Every call checks that its session is still open (sessions_pkey), so logging out, signing
-- out a device ends a token at once, in every server process.
create table sessions (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  -- What the person sees in their list of devices ("Firefox on Linux"), read from the browser's
  -- User-Agent when the session opened.
  device text not null default '' check (char_length(device) <= 100),
  created_at timestamptz not null default now(),
  -- Brought up to date at most every few minutes, not on every call.
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > created_at)
);

-- A person's sessions, the most recently used first.
create index sessions_by_user on sessions (user_id, last_seen_at desc, id);
