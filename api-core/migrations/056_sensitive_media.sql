-- Issue 38: a post of another server whose media its author marked sensitive (a Note's
-- `sensitive`, as Mastodon and Pixelfed send it, often with no content warning): its images and
-- other media stay hidden on its card until the reader shows them, as on Mastodon. The
-- community's own posts hide theirs behind a content warning, which Notes send as sensitive too.
alter table posts
  add column media_sensitive boolean not null default false,
  add constraint posts_media_sensitive check (not media_sensitive or uri is not null);
