-- Issue 36: private accounts. A person who approves their followers is asked instead of followed:
-- the request waits in follow_requests until they accept it (a follows row), decline it, or the
-- asker withdraws it. ActivityPub carries this as `manuallyApprovesFollowers`, a Follow answered
-- by Accept or Reject. Within PostgreSQL 15, like 001.

alter table users add column approve_followers boolean not null default false;

create table follow_requests (
  follower_id text not null references users (id) on delete cascade,
  followee_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  constraint follow_requests_not_oneself check (follower_id <> followee_id)
);

-- One's requests, the latest first (GET /users/me/follow-requests).
create index follow_requests_latest on follow_requests (followee_id, created_at desc, follower_id desc);

-- Nobody asks someone who blocks them, or whom they block: the same trigger as a follow's (010),
-- after the same locks (api-core/src/connections/connection-store.ts takes both rows first).
create trigger follow_requests_unblocked after insert on follow_requests
  for each row execute function refuse_blocked_follow();

-- A request is a notification while it waits, one per person (not grouped as follows are), so the
-- bell and the notifications screen hear of it live; the answer, or a withdrawal, takes it away.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('like', 'repost', 'comment', 'reply', 'mention', 'follow', 'follow_request'));
alter table notifications drop constraint notifications_check;
alter table notifications add constraint notifications_about_a_post check ((type in ('follow', 'follow_request')) = (post_id is null));

create function notify_follow_request() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform notify(new.followee_id, new.follower_id, 'follow_request', null, null);
  else
    perform unnotify(old.followee_id, old.follower_id, 'follow_request', null);
  end if;
  return null;
end;
$$;

create trigger follow_requests_notify_person after insert or delete on follow_requests
  for each row execute function notify_follow_request();

-- Turning approval off accepts every request that waits, in the same transaction as the change:
-- no request is left behind that nobody is asked to answer. The user's row is locked by the update,
-- and a request is written only under that lock (connection-store.ts), so none slips in after. The
-- code locks the askers' rows first, in id order (profile-store.ts, lockForAccepting), and the
-- follows are made in that order too.
create function accept_waiting_follow_requests() returns trigger language plpgsql as $$
begin
  with accepted as (delete from follow_requests where followee_id = new.id returning follower_id)
  insert into follows (follower_id, followee_id) select follower_id, new.id from accepted order by follower_id on conflict do nothing;
  return null;
end;
$$;

create trigger users_accept_follow_requests after update of approve_followers on users
  for each row when (old.approve_followers and not new.approve_followers) execute function accept_waiting_follow_requests();
