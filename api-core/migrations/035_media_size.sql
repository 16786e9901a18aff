-- Issue 37: a kept image's width and height in pixels (one frame's, for an animation), which
-- other servers are told in a Note's attachments so they lay a post out before its images load.
-- Null where nobody decoded it: images kept before this, and the in-page mock's.
alter table media
  add column width integer check (width > 0),
  add column height integer check (height > 0),
  add constraint media_size_whole check ((width is null) = (height is null));
