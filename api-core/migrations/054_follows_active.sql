-- Issue 38: Home's first page for someone who follows many people walked the people here latest
-- active (people_active_latest, a window of everyone), keeping those the reader follows: a hash of
-- all their follows on each read, and a reading of each of them when the window fell short.
-- Each follow now carries when the person followed was last active (written as their posts and
-- reposts are), so that page walks the reader's own follows, latest active first, and stops at the
-- page's last post (api-core/src/posts/post-lists.ts, recentFeedQuery): the reader's follows of
-- elsewhere cost that page nothing more than the posts they show.
-- `active_at` is never earlier than any post or repost of the person followed: it only moves
-- forward (a post deleted leaves it), which is all the page needs of it. Only members who have come
-- to follow many have rows (a reader who follows fewer has their first page read from each person
-- they follow; one who follows fewer again keeps theirs, kept up, while each follow lasts): a post
-- costs a row written for each such follower, as a home feed written on arrival costs one for each
-- follower (Mastodon's), about 8 µs each on PostgreSQL.

-- Whether a reader who follows `following` people reads the first page of Home this way: those
-- who follow fewer have it read from each person followed (recentFeedQuery), and no rows here.
create function follows_many(following integer) returns boolean language sql immutable as $$
  select following >= 200;
$$;

-- A row goes with its follow (follows_unkept, below), not through a foreign key: a key's cascade
-- would lock the row before the unfollow's count locks the two people (count_follows), where a
-- post locks its author (its count) before the rows of its followers: the two could deadlock.
-- References to users would make a reader's 200th follow lock every person they follow.
create table follows_active (
  follower_id text not null,
  followee_id text not null,
  active_at timestamptz not null,
  -- By the person followed first: what a post of theirs updates.
  primary key (followee_id, follower_id)
);

-- A reader's follows, the latest active first: Home's first page walks it.
create index follows_active_latest on follows_active (follower_id, active_at desc, followee_id desc);

-- Every follow of each reader who follows many, with their person's latest activity: here, and
-- after a load with the triggers off (the seed, api-core/src/seed/seed-database.ts), once the
-- counts and count_people_active() are written.
create function count_follows_active() returns void language sql as $$
  insert into follows_active (follower_id, followee_id, active_at)
  select f.follower_id, f.followee_id, coalesce(pa.active_at, '-infinity')
    from follows f
    join users u on u.id = f.follower_id and u.domain is null and follows_many(u.following_count)
    left join people_active pa on pa.user_id = f.followee_id
  on conflict (followee_id, follower_id) do update set active_at = excluded.active_at;
$$;

select count_follows_active();

-- The window of everyone is no longer read.
drop index people_active_latest;

-- A post's or repost's person: their row of people_active first (its lock orders the writers of
-- one person's activity: a follow of them waits on it, below), then each follow of them here.
create or replace function note_people_active() returns trigger language plpgsql as $$
begin
  execute format(
    'insert into people_active (user_id, active_at)
     select %1$I, max(created_at) from added group by %1$I order by %1$I
     on conflict (user_id) do update set active_at = greatest(people_active.active_at, excluded.active_at)',
    tg_argv[0]);
  execute format(
    'update follows_active fa set active_at = latest.at
       from (select %1$I as person, max(created_at) as at from added group by %1$I) latest
      where fa.followee_id = latest.person and fa.active_at < latest.at',
    tg_argv[0]);
  return null;
end;
$$;

-- A new follow of a member who follows many is kept with its person's latest activity, and a
-- reader who has just come to follow many has every follow of theirs kept (rows stay while the
-- follow does, kept up by the posts above, so one who follows fewer again and then many is whole).
-- Each person's latest activity is read through a write of their row of people_active (made if
-- they were never active) that waits on a post of theirs being written: that post is then either
-- read here or, written after, updates this row. Runs after follows_count (row triggers first),
-- so `following_count` counts this statement's follows.
create function note_follows_active() returns trigger language plpgsql as $$
begin
  with readers as (
    select a.follower_id, count(*) as added, min(u.following_count) as following
      from added a join users u on u.id = a.follower_id
     where u.domain is null and follows_many(u.following_count)
     group by a.follower_id),
  kept as (
    select f.follower_id, f.followee_id
      from readers r join follows f on f.follower_id = r.follower_id
     where not follows_many((r.following - r.added)::integer)
    union
    select a.follower_id, a.followee_id from added a join readers r on r.follower_id = a.follower_id),
  followed as (
    insert into people_active (user_id, active_at)
    select distinct followee_id, '-infinity'::timestamptz from kept order by 1
    on conflict (user_id) do update set active_at = people_active.active_at
    returning user_id, active_at)
  insert into follows_active (follower_id, followee_id, active_at)
  select k.follower_id, k.followee_id, f.active_at from kept k join followed f on f.user_id = k.followee_id
  on conflict do nothing;
  return null;
end;
$$;

create trigger follows_active after insert on follows
  referencing new table as added for each statement execute function note_follows_active();

-- A follow gone (an unfollow, a block, an account deleted) takes its row: per statement, so after
-- the follow's count has locked both people, as a post locks its author before its followers' rows.
create function forget_follows_active() returns trigger language plpgsql as $$
begin
  delete from follows_active fa using removed r where fa.followee_id = r.followee_id and fa.follower_id = r.follower_id;
  return null;
end;
$$;

create trigger follows_unkept after delete on follows
  referencing old table as removed for each statement execute function forget_follows_active();
