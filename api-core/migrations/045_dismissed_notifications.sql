-- Issue 39: a notification put away (Mastodon's dismiss and clear) leaves one's list and count
-- but its row stays, so the rules that tell of a thing once (a comment, a mention in a post
-- however often it is edited: notifications_per_comment, notifications_mention_per_post) still
-- hold after it. Put away is read too, so a like after it opens a new group.
alter table notifications
  add column dismissed_at timestamptz,
  add constraint notifications_dismissed_read check (dismissed_at is null or read_at is not null);

-- One's list walks only the notifications kept: one who cleared thousands reads none of them.
drop index notifications_latest;
create index notifications_latest on notifications (recipient_id, latest_at desc, id desc) where dismissed_at is null;
