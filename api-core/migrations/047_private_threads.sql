-- Issue 39: the posts only the people they mention see, as each of them keeps them (Mastodon's
-- conversations): the latest post or comment first, whether something in it is new to them, and
-- whether they took it out of their list. The triggers keep it with every way a post, a mention
-- or a comment is written (the community's pages, apps, and other servers' deliveries), in the
-- same transaction. Which comment is the latest is read with the list, as the reader may see
-- them, so a deleted comment or a blocked person's is never named.
create table private_threads (
  user_id text not null references users (id) on delete cascade,
  post_id text not null references posts (id) on delete cascade,
  last_activity_at timestamptz not null,
  unread boolean not null,
  hidden boolean not null default false,
  primary key (user_id, post_id)
);

-- The list, the latest first, without those taken out of it.
create index private_threads_latest on private_threads (user_id, last_activity_at desc, post_id desc) where not hidden;
create index private_threads_by_post on private_threads (post_id);

-- The author's own, read: they wrote it (a member's; one of another server keeps theirs there).
create function private_thread_of_author() returns trigger language plpgsql as $$
begin
  insert into private_threads (user_id, post_id, last_activity_at, unread)
  select u.id, new.id, new.created_at, false from users u where u.id = new.author_id and u.domain is null
  on conflict do nothing;
  return null;
end $$;

create trigger private_thread_of_author after insert on posts
  for each row when (new.visibility = 'mentioned') execute function private_thread_of_author();

-- Each member it mentions, new to them, at its latest comment (one added by an edit may come
-- after some). A mention written again when the post is edited keeps their place (the mentions
-- are written anew on each edit). People of other servers read it on their own.
create function private_thread_of_mention() returns trigger language plpgsql as $$
begin
  insert into private_threads (user_id, post_id, last_activity_at, unread)
  select new.user_id, p.id, coalesce((select max(c.created_at) from comments c where c.post_id = p.id), p.created_at), p.author_id <> new.user_id
    from posts p join users u on u.id = new.user_id
   where p.id = new.post_id and p.visibility = 'mentioned' and u.domain is null
  on conflict do nothing;
  return null;
end $$;

create trigger private_thread_of_mention after insert on post_mentions
  for each row execute function private_thread_of_mention();

-- A comment moves it up for everyone in it, new to all but its writer, and back into the list of
-- one who took it out; not for someone who blocks its writer or whom its writer blocks.
create function private_thread_commented() returns trigger language plpgsql as $$
begin
  update private_threads t
     set last_activity_at = new.created_at, unread = t.user_id <> new.author_id, hidden = false
   where t.post_id = new.post_id
     and not exists (select 1 from blocks b where (b.blocker_id = t.user_id and b.blocked_id = new.author_id)
                                              or (b.blocker_id = new.author_id and b.blocked_id = t.user_id));
  return null;
end $$;

create trigger private_thread_commented after insert on comments
  for each row execute function private_thread_commented();

-- The posts of this kind written before: read, at their latest comment.
insert into private_threads (user_id, post_id, last_activity_at, unread)
select people.user_id, p.id, coalesce((select max(c.created_at) from comments c where c.post_id = p.id), p.created_at), false
  from posts p
  cross join lateral (select p.author_id as user_id union select m.user_id from post_mentions m where m.post_id = p.id) people
  join users u on u.id = people.user_id
 where p.visibility = 'mentioned' and u.domain is null;
