-- Issue 36: who may see a post. Public (everyone), followers (the author's followers and the
-- people it mentions) or mentioned (only the people it mentions); the author always. ActivityPub
-- carries this as a post's `to` and `cc`. Within PostgreSQL 15, like 001.

alter table posts add column visibility text not null default 'public' check (visibility in ('public', 'followers', 'mentioned'));

-- The people a post mentions (the code writes them with its text, api-core/src/posts/post-text.ts):
-- whom a followers-only or a mentioned-only post shows to besides its author's followers.
create table post_mentions (
  post_id text not null references posts (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  primary key (post_id, user_id)
);

create index post_mentions_user on post_mentions (user_id);

-- The one rule of who may see a post, which every list, lookup, call and notification asks
-- (api-core/src/safety/visibility.ts puts it in their statements): each case is one probe of a
-- primary key. Nobody signed in (`viewer` null) sees the public posts.
create function post_visible_to(visibility text, author text, post text, viewer text) returns boolean language sql stable as $$
  select visibility = 'public'
      or coalesce(viewer = author, false)
      or (visibility = 'followers' and exists (select 1 from follows f where f.follower_id = viewer and f.followee_id = author))
      or exists (select 1 from post_mentions m where m.post_id = post and m.user_id = viewer)
$$;

-- The public stream announces what everyone may see: a post that is not public is not announced
-- (its id, its author and its counts are not everyone's to know). Its deletion says only an id.
create or replace function notify_post() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.visibility <> 'public' then return null; end if;
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

create or replace function notify_post_likes() returns trigger language plpgsql as $$
begin
  if new.visibility <> 'public' then return null; end if;
  perform announce(jsonb_build_object('type', 'post.likes', 'postId', new.id, 'likeCount', new.like_count));
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
  if found and shown = 'public' then
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
    perform announce(body);
  end if;
  return null;
end;
$$;

-- As in migration 025, and nothing is told about a post the recipient may not see (a reply to
-- someone's comment under a followers-only post they no longer follow).
create or replace function notify(recipient text, actor text, kind text, post text, comment text) returns void language plpgsql as $$
declare
  notification text;
begin
  if recipient is null or recipient = actor then return; end if;
  if exists (select 1 from blocks b
              where (b.blocker_id = recipient and b.blocked_id = actor) or (b.blocker_id = actor and b.blocked_id = recipient))
     or exists (select 1 from mutes m where m.muter_id = recipient and m.muted_id = actor)
     or exists (select 1 from posts p join blocks b
                   on (b.blocker_id = recipient and b.blocked_id = p.author_id) or (b.blocker_id = p.author_id and b.blocked_id = recipient)
                 where p.id = post)
     or exists (select 1 from posts p where p.id = post and not post_visible_to(p.visibility, p.author_id, p.id, recipient)) then
    return;
  end if;
  if kind in ('like', 'repost', 'follow') then
    insert into notifications (recipient_id, type, post_id) values (recipient, kind, post)
      on conflict (recipient_id, type, (coalesce(post_id, ''))) where read_at is null and type in ('like', 'repost', 'follow')
      do update set latest_at = notifications.latest_at
      returning id into notification;
  else
    insert into notifications (recipient_id, type, post_id, comment_id) values (recipient, kind, post, comment)
      on conflict do nothing
      returning id into notification;
    if notification is null then return; end if;
  end if;
  insert into notification_actors (notification_id, actor_id) values (notification, actor) on conflict do nothing;
end;
$$;
