-- Issue 39: the apps people use (Tusky, Ivory, Elk, Mastodon.py...) register themselves here, as
-- Mastodon's client API lets them (POST /api/v1/apps), before a member signs them in by OAuth 2.
-- `client_id` is public; of `client_secret` only its SHA-256 is kept (shown once, when registered).
create table oauth_apps (
  id text primary key,
  client_id text not null unique,
  client_secret_sha256 text not null,
  name text not null check (char_length(name) between 1 and 100),
  website text check (website is null or (website ~ '^https?://' and char_length(website) <= 2048)),
  -- Where a member's answer is sent back: each an absolute address (an app's own scheme
  -- included), or urn:ietf:wg:oauth:2.0:oob for a code shown to copy.
  redirect_uris text[] not null check (cardinality(redirect_uris) between 1 and 10),
  scopes text[] not null check (cardinality(scopes) >= 1),
  created_at timestamptz not null default now()
);
