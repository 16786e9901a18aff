-- Issue 38: the images of posts of other servers. This server fetches them (the reader's browser
-- never asks their server), re-encodes them as it does uploads, and keeps the copy for
-- SOCIAL_REMOTE_MEDIA_DAYS; then the copy goes, and the next reader who asks has it fetched again.
-- Such an image names its address there (`remote_url`); `media_id` is the copy kept here, null
-- until it is fetched and again once it has gone; `fetched_at` is when it was.
alter table post_images alter column media_id drop not null;
alter table post_images
  add column remote_url text constraint post_images_remote_url check (remote_url ~ '^https?://' and char_length(remote_url) <= 2048),
  add column fetched_at timestamptz,
  add constraint post_images_kept_or_elsewhere check (media_id is not null or remote_url is not null),
  add constraint post_images_fetched_when check ((fetched_at is not null) = (remote_url is not null and media_id is not null));

-- The sweep of copies kept longer than the operator says reads the oldest first.
create index post_images_by_fetch on post_images (fetched_at) where fetched_at is not null;

-- The avatars of people of other servers, the same way: `avatar_url` is the address their actor
-- names, `avatar_id` the copy kept here, made from `avatar_fetched_from` at `avatar_fetched_at`
-- (a copy of an address they no longer name is not shown: the new one is fetched when asked).
alter table users
  add column avatar_url text constraint users_avatar_url check (avatar_url ~ '^https?://' and char_length(avatar_url) <= 2048),
  add column avatar_fetched_from text,
  add column avatar_fetched_at timestamptz,
  add constraint users_avatar_elsewhere check (domain is not null or (avatar_url is null and avatar_fetched_from is null));

create index users_avatar_by_fetch on users (avatar_fetched_at) where avatar_fetched_at is not null;

-- Explore's "Federated" tab: the public posts that came from other servers, newest (or oldest)
-- and most liked first, each read through its own index as Explore's are.
create index posts_elsewhere_newest on posts (created_at desc, id desc) where uri is not null and visibility = 'public';
create index posts_elsewhere_trending on posts (like_count desc, created_at desc, id desc) where uri is not null and visibility = 'public';

-- Admins' blocks of other servers, and their lifting, are in the moderation log too: about a
-- server (its host in target_id), with no person; a block as it was made (its severity and
-- media). A server's block needs no reason.
alter table moderation_log drop constraint moderation_log_action_check;
alter table moderation_log add constraint moderation_log_action_check
  check (action in ('remove', 'suspend', 'dismiss', 'unsuspend', 'block_server', 'unblock_server'));
alter table moderation_log drop constraint moderation_log_target_type_check;
alter table moderation_log add constraint moderation_log_target_type_check
  check (target_type in ('post', 'comment', 'user', 'message', 'server'));
alter table moderation_log alter column subject_id drop not null, alter column subject_username drop not null;
alter table moderation_log
  add column block_severity text check (block_severity in ('suspend', 'limit')),
  add column block_reject_media boolean,
  add constraint moderation_log_person_or_server check (
    (target_type = 'server') = (subject_id is null) and (subject_id is null) = (subject_username is null)
    and (action = 'block_server') = (block_severity is not null) and (block_severity is null) = (block_reject_media is null));
alter table moderation_log drop constraint moderation_log_reason_check;
alter table moderation_log add constraint moderation_log_reason_check
  check (char_length(reason) <= 500 and (char_length(reason) >= 1 or target_type = 'server'));
