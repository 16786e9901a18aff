-- Issue 37: the people of other servers this one knows are users too, as Mastodon's accounts are.
-- A remote follower is a follows row and a remote request a follow_requests row: counted,
-- notified, listed, answered, removed and blocked by the rules a member's follow is.
-- `domain` is their server's host (with its port, if any), null for a member of this community;
-- their username is `name@domain`, as people write them without the leading @. They have no
-- address and no password (nobody signs in as them here), no role, and take no messages.
alter table users add column domain text check (domain ~ '^[^@/[:space:]]+$');
alter table users alter column email drop not null, alter column password_hash drop not null;
alter table users
  drop constraint users_username_check,
  drop constraint users_first_name_check,
  drop constraint users_last_name_check,
  add constraint users_member_or_remote check (
    case when domain is null then
      email is not null and password_hash is not null and username ~ '^[A-Za-z0-9_.]{3,20}$'
      and char_length(first_name) between 1 and 40 and char_length(last_name) between 1 and 40
    else
      email is null and password_hash is null and messages_from = 'nobody' and role = 'member'
      and split_part(username, '@', 1) <> '' and username = split_part(username, '@', 1) || '@' || domain
      and char_length(username) <= 320 and char_length(first_name) between 1 and 100 and last_name = ''
    end);

-- The Follow a remote person sent (its id, which the Accept or Reject names); null for a member's.
alter table follows add column follow_uri text;
alter table follow_requests add column follow_uri text;

-- A member's followers elsewhere (their follows carry the Follow's id): whether a post must go
-- out at all is one probe of this, and its deliveries read it, the latest first.
create index follows_from_elsewhere on follows (followee_id, created_at desc, follower_id desc) where follow_uri is not null;

-- Actors whose handle names no one (no name, an @ in it, no host, too long), and all but the
-- latest of those whose handles differ only in letter case, are forgotten with their follows
-- (034's trigger takes these out of the counts): each becomes a person here when it next follows.
delete from remote_actors
 where split_part(handle, '@', 1) <> '' or split_part(handle, '@', 2) = '' or split_part(handle, '@', 4) <> ''
    or split_part(handle, '@', 3) !~ '^[^@/[:space:]]+$' or char_length(handle) > 321;
delete from remote_actors a using remote_actors b
 where lower(a.handle) = lower(b.handle) and (a.updated_at, a.id) < (b.updated_at, b.id);

-- The remote actors heard from so far become users, with the same ids (handles are `@name@host`).
insert into users (id, username, first_name, last_name, domain, messages_from, created_at, updated_at)
select id, substr(handle, 2), left(coalesce(nullif(name, ''), split_part(substr(handle, 2), '@', 1)), 100), '',
       split_part(handle, '@', 3), 'nobody', updated_at, updated_at
  from remote_actors;

-- Their follows and requests move to follows and follow_requests, whose trigger (004) counts
-- them as remote_follows' did: that count is taken back first.
drop trigger remote_follows_count on remote_follows;
update users u set follower_count = u.follower_count - moved.n
  from (select followee_id, count(*)::int as n from remote_follows where state = 'accepted' group by followee_id) moved
 where u.id = moved.followee_id;
insert into follows (follower_id, followee_id, created_at, follow_uri)
select actor_id, followee_id, created_at, follow_uri from remote_follows where state = 'accepted';
insert into follow_requests (follower_id, followee_id, created_at, follow_uri)
select actor_id, followee_id, created_at, follow_uri from remote_follows where state = 'pending';
drop table remote_follows;
drop function count_remote_follows();

-- What else other servers need of a remote person: their actor's id and where to deliver to them.
alter table remote_actors
  drop column handle,
  drop column name,
  add constraint remote_actors_user foreign key (id) references users (id) on delete cascade;

-- Turning approval off accepts every request that waits (029), a remote one keeping its Follow's
-- id: the Accept its server is sent names it (profile-store.ts, acceptEveryoneWaiting).
create or replace function accept_waiting_follow_requests() returns trigger language plpgsql as $$
begin
  with accepted as (delete from follow_requests where followee_id = new.id returning follower_id, follow_uri)
  insert into follows (follower_id, followee_id, follow_uri) select follower_id, new.id, follow_uri from accepted order by follower_id
  on conflict do nothing;
  return null;
end;
$$;
