-- Issue 36: reposts. A person passes a post on to their followers; the home feed of each follower
-- shows it once, at the time of the latest repost by someone they follow, with their names.
-- ActivityPub carries a repost as an Announce. Within PostgreSQL 15, like 001.

-- The number of reposts, kept by the trigger below so it always equals the reposters.
alter table posts add column repost_count integer not null default 0 check (repost_count >= 0);

-- One repost per person and post; it goes with the post and with the person.
create table reposts (
  post_id text not null references posts (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);

-- A person's reposts in the order the home feed reads them (newest and oldest first).
create index reposts_by_user on reposts (user_id, created_at desc, post_id desc);
-- A post's reposters, the latest first: the "reposted by" preview, and whether a later repost by
-- someone the reader follows moves the post up their feed.
create index reposts_latest on reposts (post_id, created_at desc, user_id desc);

create function count_post_reposts() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update posts set repost_count = repost_count + 1 where id = new.post_id;
  else
    update posts set repost_count = repost_count - 1 where id = old.post_id;
  end if;
  return null;
end;
$$;

create trigger reposts_count after insert or delete on reposts
  for each row execute function count_post_reposts();

-- The count, announced at the commit as likes are (migration 012 says why it is deferred).
create function notify_post_reposts() returns trigger language plpgsql as $$
begin
  perform announce(jsonb_build_object('type', 'post.reposts', 'postId', new.id, 'repostCount', new.repost_count));
  return null;
end;
$$;

create constraint trigger posts_notify_reposts after update of repost_count on posts
  deferrable initially deferred for each row when (old.repost_count <> new.repost_count) execute function notify_post_reposts();

-- Notifications: reposts of one post are one notification while it is unread, as likes are.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('like', 'repost', 'comment', 'reply', 'mention', 'follow'));
alter table notifications add constraint notifications_repost_without_comment check (type <> 'repost' or comment_id is null);

drop index notifications_open_group;
create unique index notifications_open_group on notifications (recipient_id, type, (coalesce(post_id, '')))
  where read_at is null and type in ('like', 'repost', 'follow');

-- As in migration 012, with reposts grouped like likes.
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
                 where p.id = post) then
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

-- A repost tells the post's author; taking it back takes the notification back.
create function notify_repost() returns trigger language plpgsql as $$
declare
  author text;
begin
  select author_id into author from posts where id = coalesce(new.post_id, old.post_id);
  if not found then return null; end if;
  if tg_op = 'DELETE' then
    perform unnotify(author, old.user_id, 'repost', old.post_id);
  else
    perform notify(author, new.user_id, 'repost', new.post_id, null);
  end if;
  return null;
end;
$$;

create trigger reposts_notify after insert or delete on reposts
  for each row execute function notify_repost();
