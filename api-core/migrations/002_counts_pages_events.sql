-- Exact counts kept by the database, an index under every list a page reads, and the events
-- that live clients follow and resume from. Within PostgreSQL 15, like 001.

-- Part of a username, any letter case, through a trigram index (pg_trgm is a trusted
-- extension: a database owner may create it).
create extension if not exists pg_trgm;

-- Counts ------------------------------------------------------------------------------------

-- Kept by the triggers below, so a record shows an exact count without counting on read.
alter table posts add column comment_count integer not null default 0 check (comment_count >= 0);
alter table users
  add column follower_count integer not null default 0 check (follower_count >= 0),
  add column following_count integer not null default 0 check (following_count >= 0),
  add column post_count integer not null default 0 check (post_count >= 0);

update posts p set comment_count = (select count(*) from comments c where c.post_id = p.id);
update users u set
  follower_count = (select count(*) from follows f where f.followee_id = u.id),
  following_count = (select count(*) from follows f where f.follower_id = u.id),
  post_count = (select count(*) from posts p where p.author_id = u.id);

create function count_post_comments() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update posts set comment_count = comment_count + 1 where id = new.post_id;
  else
    update posts set comment_count = comment_count - 1 where id = old.post_id;
  end if;
  return null;
end;
$$;

-- Triggers of one table fire in the order of their names: each *_count before the *_notify
-- that reads the count it kept.
create trigger comments_count after insert or delete on comments
  for each row execute function count_post_comments();

create function count_user_posts() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update users set post_count = post_count + 1 where id = new.author_id;
  else
    update users set post_count = post_count - 1 where id = old.author_id;
  end if;
  return null;
end;
$$;

create trigger posts_count after insert or delete on posts
  for each row execute function count_user_posts();

-- Both users' rows change in one statement, which locks them in one order whoever follows
-- whom: two people following each other at once cannot deadlock.
create function count_follows() returns trigger language plpgsql as $$
declare
  step integer := case when tg_op = 'INSERT' then 1 else -1 end;
  follower text := case when tg_op = 'INSERT' then new.follower_id else old.follower_id end;
  followee text := case when tg_op = 'INSERT' then new.followee_id else old.followee_id end;
begin
  update users
     set following_count = following_count + case when id = follower then step else 0 end,
         follower_count = follower_count + case when id = followee then step else 0 end
   where id in (follower, followee);
  return null;
end;
$$;

create trigger follows_count after insert or delete on follows
  for each row execute function count_follows();

-- Events ------------------------------------------------------------------------------------

-- What GET /api/events sends, kept for an hour so a client that reconnects resumes after the
-- last id it saw (the server prunes older ones).
create table events (
  id bigserial primary key,
  body jsonb not null,
  created_at timestamptz not null default now()
);

create index events_created on events (created_at);

-- Writes an event in the transaction of the change it announces and signals every server
-- process (pg_notify is delivered at commit, and not at all on a rollback). The advisory lock,
-- held to the commit, gives ids in commit order: a reader that has seen id N has seen every
-- event below N, so resuming after N loses nothing. It is taken last in every transaction that
-- announces, so it waits on no row lock while held.
create function announce(body jsonb) returns void language plpgsql as $$
declare
  event_id bigint;
begin
  perform pg_advisory_xact_lock(4147003);
  insert into events (body) values (body) returning id into event_id;
  perform pg_notify('social_events', event_id::text);
end;
$$;

create function notify_post() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform announce(jsonb_build_object(
      'type', 'post.created',
      'postId', new.id,
      'author', (select jsonb_build_object('_id', u.id, 'username', u.username) from users u where u.id = new.author_id)));
  else
    perform announce(jsonb_build_object('type', 'post.deleted', 'postId', old.id));
  end if;
  return null;
end;
$$;

create trigger posts_notify after insert or delete on posts
  for each row execute function notify_post();

-- Only when the count moved: a dislike by someone who never liked changes nothing to announce.
create function notify_post_likes() returns trigger language plpgsql as $$
begin
  perform announce(jsonb_build_object('type', 'post.likes', 'postId', new.id, 'likeCount', new.like_count));
  return null;
end;
$$;

create trigger posts_notify_likes after update of like_count on posts
  for each row when (old.like_count <> new.like_count) execute function notify_post_likes();

-- A comment that goes with its post (on delete cascade) finds no post: the post.deleted says it.
create function notify_comment() returns trigger language plpgsql as $$
declare
  changed comments := case when tg_op = 'INSERT' then new else old end;
  remaining integer;
begin
  select comment_count into remaining from posts where id = changed.post_id;
  if found then
    perform announce(jsonb_build_object(
      'type', case when tg_op = 'INSERT' then 'comment.added' else 'comment.deleted' end,
      'postId', changed.post_id,
      'commentId', changed.id,
      'commentCount', remaining));
  end if;
  return null;
end;
$$;

create trigger comments_notify after insert or delete on comments
  for each row execute function notify_comment();

create function notify_follow() returns trigger language plpgsql as $$
declare
  changed follows := case when tg_op = 'INSERT' then new else old end;
begin
  perform announce(jsonb_build_object(
    'type', 'user.follows',
    'followerId', changed.follower_id,
    'followeeId', changed.followee_id,
    'following', tg_op = 'INSERT',
    'followerCount', (select follower_count from users where id = changed.followee_id),
    'followingCount', (select following_count from users where id = changed.follower_id)));
  return null;
end;
$$;

create trigger follows_notify after insert or delete on follows
  for each row execute function notify_follow();

-- Indexes: one under every list, so a page costs the same at any depth -----------------------

-- Posts: newest/oldest read posts_newest, one author's posts_by_author (both in 001).
create index posts_trending on posts (like_count desc, created_at desc, id desc);
create index posts_by_author_trending on posts (author_id, like_count desc, created_at desc, id desc);

-- The bookmarked posts, the latest bookmark first.
create index bookmarks_latest on bookmarks (user_id, created_at desc, post_id desc);

-- The user search: part of a username, and with no search the most followed first. The
-- negated count makes that order all ascending, so a page starts after one row comparison.
create index users_username_trgm on users using gin (lower(username) gin_trgm_ops);
create index users_popular on users ((-follower_count), lower(username), id);
create index users_joined on users (created_at, id);

-- The latest people inside a record: likers, voters, followers and followed.
create index post_reactions_latest on post_reactions (post_id, kind, created_at desc, user_id desc);
create index comment_votes_latest on comment_votes (comment_id, direction, created_at desc, user_id desc);
drop index follows_followee;
create index follows_followers_latest on follows (followee_id, created_at desc, follower_id desc);
create index follows_following_latest on follows (follower_id, created_at desc, followee_id desc);
