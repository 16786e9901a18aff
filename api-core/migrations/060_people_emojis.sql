-- Issue 38: the custom emoji of a person of another server's name and bio (`Alice :verified:`),
-- named by `Emoji` tags of their actor as Mastodon and Misskey write them, kept as a post's are
-- (migration 059): `[{"shortcode", "id"}]` (ids of remote_emojis); null when none, and for
-- every member of this community, whose names are their own words.
alter table users
  add column emojis jsonb,
  add constraint users_emojis check (emojis is null or (domain is not null and jsonb_typeof(emojis) = 'array'));
