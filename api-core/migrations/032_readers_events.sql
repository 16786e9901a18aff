-- Issue 36: what happens to a post that is not public (a new one, its likes, its comments) is told
-- live to the people who may see it, on their private streams, and to nobody else. Such an event
-- names its post in `post_id`: the public stream reads only the events without one; each process
-- hands the others to the private streams it holds whose person may see that post
-- (post_visible_to), asked when the event is delivered.
alter table events add column post_id text;

-- The events for a post's readers alone, in order (the public ones are read on the primary key).
create index events_for_readers on events (id) where post_id is not null;

-- As announce() (002), for the people who may see `post` alone.
create function announce_to_readers(body jsonb, post text) returns void language plpgsql as $$
declare
  event_id bigint;
begin
  perform pg_advisory_xact_lock(4147003);
  insert into events (body, post_id) values (body, post) returning id into event_id;
  perform pg_notify('social_events', event_id::text);
end;
$$;

-- Tells a post's event to everyone when the post is public, else to its readers alone.
create function announce_for_post(body jsonb, post text, visibility text) returns void language plpgsql as $$
begin
  if visibility = 'public' then
    perform announce(body);
  else
    perform announce_to_readers(body, post);
  end if;
end;
$$;

create or replace function notify_post() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform announce_for_post(jsonb_build_object(
      'type', 'post.created',
      'postId', new.id,
      'author', (select jsonb_build_object('_id', u.id, 'username', u.username) from users u where u.id = new.author_id)),
      new.id, new.visibility);
  else
    -- Its deletion says only an id, to everyone (as 026): the post is gone for every reader.
    perform announce(jsonb_build_object('type', 'post.deleted', 'postId', old.id));
  end if;
  return null;
end;
$$;

create or replace function notify_post_likes() returns trigger language plpgsql as $$
begin
  perform announce_for_post(jsonb_build_object('type', 'post.likes', 'postId', new.id, 'likeCount', new.like_count),
                            new.id, new.visibility);
  return null;
end;
$$;

create or replace function notify_comment() returns trigger language plpgsql as $$
declare
  changed comments := case when tg_op = 'INSERT' then new else old end;
  remaining integer;
  shown text;
  replies integer;
  body jsonb;
begin
  select comment_count, visibility into remaining, shown from posts where id = changed.post_id;
  if not found then return null; end if;
  body := jsonb_build_object(
    'type', case when tg_op = 'INSERT' then 'comment.added' else 'comment.deleted' end,
    'postId', changed.post_id,
    'commentId', changed.id,
    'commentCount', remaining);
  if changed.parent_id is not null then
    select reply_count into replies from comments where id = changed.parent_id;
    -- A reply that goes with the comment it answers: that comment's comment.deleted says it.
    if not found then return null; end if;
    body := body || jsonb_build_object('parentId', changed.parent_id, 'replyCount', replies);
  end if;
  perform announce_for_post(body, changed.post_id, shown);
  return null;
end;
$$;
