-- Deleting an account (DELETE /api/users/me) deletes its row; everything it made goes with it
-- (on delete cascade), each count kept by its trigger and each change announced as usual.

-- A follow that goes with a deleted account counts on one side only: the other's count is what
-- the event is for, so the deleted side reads 0 instead of leaving the event without a number.
create or replace function notify_follow() returns trigger language plpgsql as $$
declare
  changed follows := case when tg_op = 'INSERT' then new else old end;
begin
  perform announce(jsonb_build_object(
    'type', 'user.follows',
    'followerId', changed.follower_id,
    'followeeId', changed.followee_id,
    'following', tg_op = 'INSERT',
    'followerCount', coalesce((select follower_count from users where id = changed.followee_id), 0),
    'followingCount', coalesce((select following_count from users where id = changed.follower_id), 0)));
  return null;
end;
$$;

-- Pages drop a deleted person's records, and a profile open on them says they are gone.
create function notify_user_deleted() returns trigger language plpgsql as $$
begin
  perform announce(jsonb_build_object('type', 'user.deleted', 'userId', old.id, 'username', old.username));
  return null;
end;
$$;

create trigger users_notify_deleted after delete on users
  for each row execute function notify_user_deleted();

-- An image is forgotten once no post or avatar names it: these find whether one still does.
create index posts_by_image on posts (image_id) where image_id is not null;
create index users_by_avatar on users (avatar_id) where avatar_id is not null;

-- The cascade finds a person's comments and votes through these (without them, a scan of every
-- comment and vote in the community for each deleted account).
create index comments_by_author on comments (author_id, id);
create index comment_votes_by_user on comment_votes (user_id);
