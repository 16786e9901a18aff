-- Issue 38: the custom emoji of other servers (`:blobcat:` in a post's text, named by an `Emoji`
-- tag of its Note, as Mastodon and Misskey write them), one row per server and shortcode, as
-- Mastodon keeps them. Their pictures are fetched when a reader first asks, encoded anew and
-- kept for SOCIAL_REMOTE_MEDIA_DAYS as the images of posts are (migration 039): `media_id` is
-- the copy, made from `fetched_from` at `fetched_at` (a copy of an address the server no longer
-- names is not shown: the new one is fetched when asked).
create table remote_emojis (
  id text primary key default gen_random_uuid()::text,
  domain text not null,
  shortcode text not null constraint remote_emojis_shortcode check (shortcode ~ '^[A-Za-z0-9_]{1,64}$'),
  url text not null constraint remote_emojis_url check (url ~ '^https?://' and char_length(url) <= 2048),
  media_id text references media (id),
  fetched_from text,
  fetched_at timestamptz,
  constraint remote_emojis_once unique (domain, shortcode),
  constraint remote_emojis_fetched_when check ((media_id is null) = (fetched_at is null) and (media_id is null) = (fetched_from is null))
);

-- The sweep of copies kept longer than the operator says reads the oldest first; whether an
-- image is still shown by something asks by its copy.
create index remote_emojis_by_fetch on remote_emojis (fetched_at) where fetched_at is not null;
create index remote_emojis_by_media on remote_emojis (media_id) where media_id is not null;

-- The emoji a post or reply of elsewhere names: `[{"shortcode", "id"}]` (ids of remote_emojis),
-- those its Note's tags name; null when none.
alter table posts
  add column emojis jsonb,
  add constraint posts_emojis check (emojis is null or (uri is not null and jsonb_typeof(emojis) = 'array'));
alter table comments
  add column emojis jsonb,
  add constraint comments_emojis check (emojis is null or (uri is not null and jsonb_typeof(emojis) = 'array'));
