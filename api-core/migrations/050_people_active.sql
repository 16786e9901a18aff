-- Issue 38: when each person last posted or reposted, so the first page of Home for someone who
-- follows many people reads the people they follow who were active lately first, and stops there,
-- instead of seeking the posts of each of them (api-core/src/posts/post-lists.ts, feedQuery).
-- `active_at` is never earlier than any post or repost of theirs: it only moves forward (a post
-- deleted leaves it), which is all the page needs of it.

create table people_active (
  user_id text primary key references users (id) on delete cascade,
  active_at timestamptz not null
);

-- The people here, the latest active first: the window of the first page.
create index people_active_latest on people_active (active_at desc, user_id desc);

-- Per statement, so a statement of many posts writes each person's row once. The person is the
-- row's column the trigger names: a post's author, a repost's reposter.
create function note_people_active() returns trigger language plpgsql as $$
begin
  execute format(
    'insert into people_active (user_id, active_at)
     select %1$I, max(created_at) from added group by %1$I order by %1$I
     on conflict (user_id) do update set active_at = greatest(people_active.active_at, excluded.active_at)',
    tg_argv[0]);
  return null;
end;
$$;

create trigger posts_active after insert on posts
  referencing new table as added for each statement execute function note_people_active('author_id');
create trigger reposts_active after insert on reposts
  referencing new table as added for each statement execute function note_people_active('user_id');

-- Everyone's latest activity, read from their posts and reposts: what is written already, and
-- after a load with the triggers off (the seed, api-core/src/seed/seed-database.ts).
create function count_people_active() returns void language sql as $$
  insert into people_active (user_id, active_at)
  select person, max(at) from (
    select author_id as person, created_at as at from posts
    union all
    select user_id, created_at from reposts
  ) activity
  group by person
  on conflict (user_id) do update set active_at = greatest(people_active.active_at, excluded.active_at);
$$;

select count_people_active();
