-- Issue 38: a reply of another server kept as a post, not a comment: one passed on (an Announce)
-- by someone members follow, whose post it answers is not here, shows in Home as Mastodon
-- shows a boosted reply; and a direct reply kept as a direct message of its own. Such a post
-- names what it answers by its id there (`in_reply_to_uri`), which its card links to.
alter table posts
  add column in_reply_to_uri text,
  add constraint posts_in_reply_to_uri check (
    in_reply_to_uri is null or (uri is not null and in_reply_to_uri ~ '^https?://' and char_length(in_reply_to_uri) <= 2048));
