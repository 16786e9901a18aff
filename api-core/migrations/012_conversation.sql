-- Issue 19: replies to comments, tags, post search, notifications and the private events that
-- tell a person their unread count. Within PostgreSQL 15, like 001.

-- Announcing at commit --------------------------------------------------------------------

-- announce() holds its lock (the order of event ids) until the transaction ends, so it must come
-- after every row lock the transaction takes: a transaction that waited on a row while holding it
-- could wait on one that waits for it. Written as plain triggers, each announcement came in the
-- middle of its change, before the cascades and counts after it (a post's deletion announced,
-- then its tags' counts locked). As constraint triggers deferred to the commit, every
-- announcement comes after all of its transaction's work, whatever that work is; each reads the
-- counts as they are at the commit, which are what clients should show.
drop trigger posts_notify on posts;
create constraint trigger posts_notify after insert or delete on posts
  deferrable initially deferred for each row execute function notify_post();

drop trigger posts_notify_likes on posts;
create constraint trigger posts_notify_likes after update of like_count on posts
  deferrable initially deferred for each row when (old.like_count <> new.like_count) execute function notify_post_likes();

drop trigger comments_notify on comments;
create constraint trigger comments_notify after insert or delete on comments
  deferrable initially deferred for each row execute function notify_comment();

drop trigger follows_notify on follows;
create constraint trigger follows_notify after insert or delete on follows
  deferrable initially deferred for each row execute function notify_follow();

drop trigger users_notify_deleted on users;
create constraint trigger users_notify_deleted after delete on users
  deferrable initially deferred for each row execute function notify_user_deleted();

drop trigger users_notify_role on users;
create constraint trigger users_notify_role after update of role on users
  deferrable initially deferred for each row when (old.role is distinct from new.role) execute function notify_user_role();

-- Replies -------------------------------------------------------------------------------------

-- A reply answers a comment on the same post; one level (a reply to a reply is stored under the
-- comment it is under, as Instagram and Pixelfed do). Replies go with the comment they answer.
alter table comments
  add column parent_id text references comments (id) on delete cascade,
  add column reply_count integer not null default 0 check (reply_count >= 0);

-- A post's comments list its comments on the post itself, oldest first; a comment's replies are
-- paged under it. comments_by_post (001) stays for what reads every comment of a post.
create index comments_top_level on comments (post_id, created_at, id) where parent_id is null;
create index comments_replies on comments (parent_id, created_at, id) where parent_id is not null;

-- One level, on the same post, whatever the code asked. The post is held first, then the comment
-- answered: the order a post's deletion locks them in (the post, then its comments by the
-- cascade), so a reply and its post's deletion never wait on each other in a circle.
create function check_reply() returns trigger language plpgsql as $$
begin
  if new.parent_id is null then return new; end if;
  perform 1 from posts where id = new.post_id for key share;
  if not found then
    raise exception 'the post is gone' using errcode = 'foreign_key_violation', constraint = 'comments_post_id_fkey';
  end if;
  if not exists (
    select 1 from comments c where c.id = new.parent_id and c.post_id = new.post_id and c.parent_id is null for key share
  ) then
    if exists (select 1 from comments c where c.id = new.parent_id) then
      raise exception 'a reply answers a comment on the post itself' using errcode = 'check_violation', constraint = 'comments_one_level';
    end if;
    -- Gone: the foreign key's own error, which the code reads as "no longer there".
    raise exception 'the comment answered is gone' using errcode = 'foreign_key_violation', constraint = 'comments_parent_id_fkey';
  end if;
  return new;
end;
$$;

create trigger comments_reply_check before insert or update of parent_id on comments
  for each row execute function check_reply();

-- A post's comment count counts its replies too; a comment's reply count, its replies.
create or replace function count_post_comments() returns trigger language plpgsql as $$
declare
  changed comments := case when tg_op = 'INSERT' then new else old end;
  step integer := case when tg_op = 'INSERT' then 1 else -1 end;
begin
  update posts set comment_count = comment_count + step where id = changed.post_id;
  if changed.parent_id is not null then
    update comments set reply_count = reply_count + step where id = changed.parent_id;
  end if;
  return null;
end;
$$;

-- A reply's events name the comment it answers and that comment's count of replies.
create or replace function notify_comment() returns trigger language plpgsql as $$
declare
  changed comments := case when tg_op = 'INSERT' then new else old end;
  remaining integer;
  replies integer;
  body jsonb;
begin
  select comment_count into remaining from posts where id = changed.post_id;
  if found then
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

-- Tags ----------------------------------------------------------------------------------------

-- The tags a post's caption and content hold (api-contract/src/rich-text.ts reads them; the code
-- writes them with the post, in its transaction), normalized. The post's time and like count are
-- kept beside each, so a tag's page reads in its order from one index, at any depth.
create table post_tags (
  post_id text not null references posts (id) on delete cascade,
  tag text not null check (char_length(tag) between 1 and 50),
  created_at timestamptz not null,
  like_count integer not null default 0 check (like_count >= 0),
  primary key (post_id, tag)
);

create index post_tags_newest on post_tags (tag, created_at desc, post_id desc);
create index post_tags_trending on post_tags (tag, like_count desc, created_at desc, post_id desc);

-- Every tag with how many posts hold it, for the search of tags. The negated count makes "most
-- used first" all ascending, as users_popular does; text_pattern_ops answers a prefix.
create table tags (
  name text primary key check (char_length(name) between 1 and 50),
  post_count integer not null default 0 check (post_count >= 0)
);

create index tags_popular on tags ((-post_count), name) where post_count > 0;
create index tags_prefix on tags (name text_pattern_ops) where post_count > 0;

create function count_tag_posts() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into tags (name, post_count) values (new.tag, 1)
      on conflict (name) do update set post_count = tags.post_count + 1;
  else
    update tags set post_count = post_count - 1 where name = old.tag;
  end if;
  return null;
end;
$$;

create trigger post_tags_count after insert or delete on post_tags
  for each row execute function count_tag_posts();

create function copy_like_count_to_tags() returns trigger language plpgsql as $$
begin
  update post_tags set like_count = new.like_count where post_id = new.id;
  return null;
end;
$$;

create trigger posts_tags_likes after update of like_count on posts
  for each row when (old.like_count <> new.like_count) execute function copy_like_count_to_tags();

-- Post search ---------------------------------------------------------------------------------

-- PostgreSQL's own text search, in English (a word is found in any of its forms): a match in the
-- caption ranks first, then one in the caption and content together (api-core/src/search). The
-- expressions here are the ones the search's statements use, letter for letter.
create index posts_caption_search on posts using gin (to_tsvector('english', caption));
create index posts_text_search on posts using gin (to_tsvector('english', caption || ' ' || content));

-- Notifications -------------------------------------------------------------------------------

-- What others did to a person's posts, comments and account. Likes of one post and new follows
-- are one notification while it is unread (its actors below); once read, the next starts a new
-- one. A comment, a reply and a mention are one each.
create table notifications (
  id text primary key default gen_random_uuid()::text,
  recipient_id text not null references users (id) on delete cascade,
  type text not null check (type in ('like', 'comment', 'reply', 'mention', 'follow')),
  post_id text references posts (id) on delete cascade,
  comment_id text references comments (id) on delete cascade,
  -- How many people did it (kept by notification_actors' trigger), and when the latest did.
  actor_count integer not null default 0 check (actor_count >= 0),
  latest_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  check ((type = 'follow') = (post_id is null)),
  check (type not in ('comment', 'reply') or comment_id is not null),
  check (type <> 'like' or comment_id is null)
);

-- One's notifications, the latest first; how many are unread.
create index notifications_latest on notifications (recipient_id, latest_at desc, id desc);
create index notifications_unread on notifications (recipient_id) where read_at is null;
-- The groups: one unread notification per person, kind and post (likes) or kind (follows).
create unique index notifications_open_group on notifications (recipient_id, type, (coalesce(post_id, '')))
  where read_at is null and type in ('like', 'follow');
-- A person is told once of a comment (as its reply, its post's comment or its mention), and once
-- of a mention in a post however often it is edited.
create unique index notifications_per_comment on notifications (recipient_id, comment_id) where comment_id is not null;
create unique index notifications_mention_per_post on notifications (recipient_id, post_id) where type = 'mention' and comment_id is null;
-- What a deleted post or comment takes with it.
create index notifications_post on notifications (post_id) where post_id is not null;
create index notifications_comment on notifications (comment_id) where comment_id is not null;

create table notification_actors (
  notification_id text not null references notifications (id) on delete cascade,
  actor_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (notification_id, actor_id)
);

create index notification_actors_latest on notification_actors (notification_id, created_at desc, actor_id desc);
create index notification_actors_actor on notification_actors (actor_id);

-- The actors kept counted, the notification moved up by its latest, and emptied ones gone: an
-- unlike or unfollow takes its person out, and a notification nobody is left in is no more.
create function count_notification_actors() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update notifications set actor_count = actor_count + 1, latest_at = greatest(latest_at, new.created_at)
     where id = new.notification_id;
  else
    update notifications set actor_count = actor_count - 1 where id = old.notification_id;
    delete from notifications where id = old.notification_id and actor_count = 0;
  end if;
  return null;
end;
$$;

create trigger notification_actors_count after insert or delete on notification_actors
  for each row execute function count_notification_actors();

-- Tells the person's private stream (GET /api/notifications/events) that their notifications
-- changed, with their id and nothing else; the stream reads their count. Not an event of the
-- events table: a count is a state, which a stream sends whole when it opens, so there is no past
-- to resume from. Not behind announce()'s lock either, which is taken last in a transaction:
-- a change of notifications waits on rows other changes lock. PostgreSQL delivers one signal
-- per person and transaction, however many rows changed (marking all read is one signal).
create function signal_notifications() returns trigger language plpgsql as $$
begin
  perform pg_notify('social_notifications', case when tg_op = 'DELETE' then old.recipient_id else new.recipient_id end);
  return null;
end;
$$;

create trigger notifications_signal after insert or update or delete on notifications
  for each row execute function signal_notifications();

-- A session that ends (signed out, a password changed, a suspension, the account deleted) tells
-- the person's private streams too: each checks its session again, and one whose session ended
-- closes at once instead of at its next change.
create function signal_session_ended() returns trigger language plpgsql as $$
begin
  perform pg_notify('social_notifications', old.user_id);
  return null;
end;
$$;

create trigger sessions_signal after delete on sessions
  for each row execute function signal_session_ended();

-- Tells `recipient` that `actor` did `kind` (with the post and comment it is about): never of
-- one's own doing, nor of someone either of the two blocks, nor someone the recipient mutes, nor
-- about a post whose author and the recipient block one another, which the recipient cannot see
-- (the same conditions api-core/src/safety/visibility.ts reads lists by). A like or a follow
-- joins the recipient's unread one of its group.
create function notify(recipient text, actor text, kind text, post text, comment text) returns void language plpgsql as $$
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
  if kind in ('like', 'follow') then
    insert into notifications (recipient_id, type, post_id) values (recipient, kind, post)
      on conflict (recipient_id, type, (coalesce(post_id, ''))) where read_at is null and type in ('like', 'follow')
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

-- Takes `actor` out of `recipient`'s notifications of `kind` about `post` (null: a follow).
create function unnotify(recipient text, actor text, kind text, post text) returns void language plpgsql as $$
begin
  delete from notification_actors na using notifications n
   where n.id = na.notification_id and na.actor_id = actor
     and n.recipient_id = recipient and n.type = kind and n.post_id is not distinct from post;
end;
$$;

-- A like tells the post's author; an unlike, or a like turned dislike, takes it back.
create function notify_reaction() returns trigger language plpgsql as $$
declare
  author text;
begin
  select author_id into author from posts where id = coalesce(new.post_id, old.post_id);
  if not found then return null; end if;
  if tg_op in ('UPDATE', 'DELETE') and old.kind = 'like' and (tg_op = 'DELETE' or new.kind <> 'like') then
    perform unnotify(author, old.user_id, 'like', old.post_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.kind = 'like' and (tg_op = 'INSERT' or old.kind <> 'like') then
    perform notify(author, new.user_id, 'like', new.post_id, null);
  end if;
  return null;
end;
$$;

create trigger post_reactions_notify after insert or update of kind or delete on post_reactions
  for each row execute function notify_reaction();

-- A reply tells the author of the comment it answers, then any comment tells the post's author
-- (once: the author answered on their own post is told of the reply). Mentions come after, from
-- the code that reads them (api-core/src/notifications/mentions.ts), and tell nobody twice.
create function notify_new_comment() returns trigger language plpgsql as $$
begin
  if new.parent_id is not null then
    perform notify((select author_id from comments where id = new.parent_id), new.author_id, 'reply', new.post_id, new.id);
  end if;
  perform notify((select author_id from posts where id = new.post_id), new.author_id, 'comment', new.post_id, new.id);
  return null;
end;
$$;

create trigger comments_notify_people after insert on comments
  for each row execute function notify_new_comment();

create function notify_follow_person() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform notify(new.followee_id, new.follower_id, 'follow', null, null);
  else
    perform unnotify(old.followee_id, old.follower_id, 'follow', null);
  end if;
  return null;
end;
$$;

create trigger follows_notify_person after insert or delete on follows
  for each row execute function notify_follow_person();
