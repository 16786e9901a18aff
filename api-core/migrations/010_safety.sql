-- Safety (issue 18): blocks and mutes, reports, and what moderators do about them.

-- A block: neither of the two sees the other; the follows between them end (blockUser in
-- api-core/src/safety) and this table's trigger on follows keeps a new one from starting.
create table blocks (
  blocker_id text not null references users (id) on delete cascade,
  blocked_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint blocks_not_oneself check (blocker_id <> blocked_id)
);

-- Whether someone blocks the viewer: the other direction of every visibility check.
create index blocks_blocked on blocks (blocked_id, blocker_id);
-- One's list of blocks, the latest first.
create index blocks_latest on blocks (blocker_id, created_at desc, blocked_id desc);

-- A mute: the muted person's posts and comments leave the muter's lists; nothing else changes.
create table mutes (
  muter_id text not null references users (id) on delete cascade,
  muted_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (muter_id, muted_id),
  constraint mutes_not_oneself check (muter_id <> muted_id)
);

create index mutes_latest on mutes (muter_id, created_at desc, muted_id desc);

-- A follow between two people where one blocks the other is refused, whatever raced it. This
-- runs after follows_count (triggers of one event run in name order), which has locked both
-- users' rows, as blocking does first: a block committed meanwhile is seen here.
create function refuse_blocked_follow() returns trigger language plpgsql as $$
begin
  if exists (select 1 from blocks
              where (blocker_id = new.follower_id and blocked_id = new.followee_id)
                 or (blocker_id = new.followee_id and blocked_id = new.follower_id)) then
    raise exception 'one of the two blocks the other' using errcode = 'check_violation', constraint = 'follows_unblocked';
  end if;
  return null;
end;
$$;

create trigger follows_unblocked after insert on follows
  for each row execute function refuse_blocked_follow();

-- A suspension: until when ('infinity': for good) and why. A suspended account cannot sign in,
-- and what it made is hidden from everyone else while it lasts.
alter table users
  add column suspended_until timestamptz,
  add column suspension_reason text check (char_length(suspension_reason) <= 500),
  -- Moderation notices after this moment are unread (getNotices).
  add column notices_read_at timestamptz not null default now(),
  add constraint users_suspension_has_reason check ((suspended_until is null) = (suspension_reason is null));

-- What is reported: one row per thing (a post, a comment, a person), with what it was when first
-- reported, so a moderator reads it even once changed or gone. Its open reports are counted here
-- by the trigger below, which the queue is ordered by.
create table report_cases (
  id text primary key default gen_random_uuid()::text,
  target_type text not null check (target_type in ('post', 'comment', 'user')),
  target_id text not null,
  -- The person reported, or the author of what was.
  author_id text not null references users (id) on delete cascade,
  -- The post (a comment's post); null for a person.
  post_id text,
  title text not null,
  body text not null,
  open_count integer not null default 0 check (open_count >= 0),
  latest_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (target_type, target_id)
);

-- The queue: the most reported first, then the latest.
create index report_cases_queue on report_cases (open_count desc, latest_at desc, id desc) where open_count > 0;

create table moderation_log (
  id text primary key default gen_random_uuid()::text,
  action text not null check (action in ('remove', 'suspend', 'dismiss', 'unsuspend')),
  -- Names are kept as they were, and no key ties the log to an account: it outlives both.
  moderator_id text not null,
  moderator_username text not null,
  subject_id text not null,
  subject_username text not null,
  target_type text not null check (target_type in ('post', 'comment', 'user')),
  target_id text not null,
  post_id text,
  title text not null,
  body text not null,
  reason text not null check (char_length(reason) between 1 and 500),
  until timestamptz,
  reports_settled integer not null default 0 check (reports_settled >= 0),
  created_at timestamptz not null default now(),
  check ((action = 'suspend') = (until is not null))
);

create index moderation_log_latest on moderation_log (created_at desc, id desc);
-- A person's notices: what was done to them, the latest first.
create index moderation_log_by_subject on moderation_log (subject_id, created_at desc, id desc);

-- The log is kept as written: no entry is changed or taken out, by any code.
create function refuse_log_change() returns trigger language plpgsql as $$
begin
  raise exception 'the moderation log is kept as written' using errcode = 'insufficient_privilege';
end;
$$;

create trigger moderation_log_kept before update or delete on moderation_log
  for each row execute function refuse_log_change();

create table reports (
  id text primary key default gen_random_uuid()::text,
  case_id text not null references report_cases (id) on delete cascade,
  reporter_id text not null references users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'harassment', 'illegal', 'other')),
  text text not null default '' check (char_length(text) <= 1000),
  created_at timestamptz not null default now(),
  -- Settled by a moderator's action, which the log holds.
  resolved_at timestamptz,
  resolution_id text references moderation_log (id),
  check ((resolved_at is null) = (resolution_id is null))
);

-- One open report per person and thing, whatever races.
create unique index reports_one_open on reports (case_id, reporter_id) where resolved_at is null;
-- A case's open reports, the latest first.
create index reports_open_latest on reports (case_id, created_at desc, id desc) where resolved_at is null;
create index reports_by_reporter on reports (reporter_id);

create function count_open_reports() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update report_cases set open_count = open_count + 1, latest_at = greatest(latest_at, new.created_at) where id = new.case_id;
  elsif tg_op = 'UPDATE' and old.resolved_at is null and new.resolved_at is not null then
    update report_cases set open_count = open_count - 1 where id = new.case_id;
  elsif tg_op = 'DELETE' and old.resolved_at is null then
    update report_cases set open_count = open_count - 1 where id = old.case_id;
  end if;
  return null;
end;
$$;

create trigger reports_open_count after insert or update of resolved_at or delete on reports
  for each row execute function count_open_reports();
