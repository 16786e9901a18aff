-- Issue 39: a member signs an app in (OAuth 2's authorization code, with PKCE), and the app's
-- token is a session like a browser's: listed in Settings with the app's name, ended from there,
-- by a password change and by a suspension (sessions' own rules). `scopes` is what the member
-- allowed it; a browser's session has neither.
alter table sessions
  add column app_id text references oauth_apps (id) on delete cascade,
  add column scopes text[],
  add constraint sessions_app_has_scopes check ((app_id is null) = (scopes is null));

-- What the member allowed an app, before the app takes its token: a code used once, within
-- minutes, only by that app, only with the redirect address it was sent to, and with the
-- verifier of its PKCE challenge (S256) when the app sent one. Only the code's SHA-256 is kept.
create table oauth_codes (
  code_sha256 text primary key,
  app_id text not null references oauth_apps (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  redirect_uri text not null,
  scopes text[] not null check (cardinality(scopes) >= 1),
  code_challenge text check (char_length(code_challenge) between 43 and 128),
  code_challenge_method text check (code_challenge_method = 'S256'),
  -- How the member signed in to the browser that allowed it: the app's session says it too.
  signed_in_with text not null,
  expires_at timestamptz not null,
  check ((code_challenge is null) = (code_challenge_method is null))
);

-- An app's tokens: those of a member's session (the authorization code's, renewed by its refresh
-- token), or the app's own (client credentials: no one's, for what anyone may read). They last as
-- long as their session; ending it deletes them. Only the tokens' SHA-256 are kept.
create table oauth_tokens (
  access_token_sha256 text primary key,
  refresh_token_sha256 text unique,
  app_id text not null references oauth_apps (id) on delete cascade,
  session_id text references sessions (id) on delete cascade,
  scopes text[] not null check (cardinality(scopes) >= 1),
  created_at timestamptz not null default now()
);

create index oauth_tokens_by_session on oauth_tokens (session_id);
create index oauth_tokens_by_app on oauth_tokens (app_id);
