-- Issue 38: the videos, sounds and other files a post of another server carries besides its
-- images, and its images past the four a post shows. This server copies those four only
-- (re-encoded as uploads are); the others are shown as links to where they are on that
-- server, which the reader follows or not, as Mastodon shows an attachment it cannot show.
-- Each is `{"kind": "image" | "video" | "audio" | "file", "url", "alt"}`, in the post's order
-- (its images first), at most eight; null when it carries none (every post of the community's own).
alter table posts
  add column media_elsewhere jsonb,
  add constraint posts_media_elsewhere check (
    media_elsewhere is null
    or (uri is not null and jsonb_typeof(media_elsewhere) = 'array' and jsonb_array_length(media_elsewhere) between 1 and 8
        -- Each an address of the web, as an image's (migration 039): never a script's.
        and not jsonb_path_exists(media_elsewhere, '$[*] ? (!(@.url like_regex "^https?://"))')));
