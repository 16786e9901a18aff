-- Issue 38: what a reply of another server (a comment here) carries: its images, videos, sounds
-- and files. A comment shows no images of its own, so these are links to where they are on
-- that server, as a post of elsewhere's videos are (migration 055): each
-- `{"kind": "image" | "video" | "audio" | "file", "url", "alt"}`, in the reply's order (its
-- first four images first), at most eight; null when it carries none.
alter table comments
  add column media_elsewhere jsonb,
  add constraint comments_media_elsewhere check (
    media_elsewhere is null
    or (uri is not null and jsonb_typeof(media_elsewhere) = 'array' and jsonb_array_length(media_elsewhere) between 1 and 8
        -- Each an address of the web, as an image's (migration 039): never a script's.
        and not jsonb_path_exists(media_elsewhere, '$[*] ? (!(@.url like_regex "^https?://"))')));
