-- Issue 36: direct messages. A conversation has two or more people; each reads it from their row
-- in conversation_members, which keeps where they are (the latest message, what they read, whether
-- they left), so their list is one index seek. Within PostgreSQL 15, like 001.

-- Who may start a conversation with a person: anyone, the people they follow, or nobody (Settings).
alter table users add column messages_from text not null default 'everyone'
  check (messages_from in ('everyone', 'following', 'nobody'));

create table conversations (
  id text primary key default gen_random_uuid()::text,
  created_at timestamptz not null default now()
);

create table conversation_members (
  conversation_id text not null references conversations (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  -- Set once they leave: they read and write it no more, and it leaves their list.
  left_at timestamptz,
  -- The latest message (kept by the triggers below), and when they last read it: a conversation
  -- is unread while its latest message is newer than their reading. Writing is reading.
  last_message_at timestamptz not null default now(),
  last_message_id text,
  last_read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

-- One's conversations, the latest message first (GET /conversations).
create index conversation_members_latest on conversation_members (user_id, last_message_at desc, conversation_id desc)
  where left_at is null;
-- How many of one's conversations are unread (the navigation's count, the private stream).
create index conversation_members_unread on conversation_members (user_id)
  where left_at is null and last_message_at > last_read_at;

create table messages (
  id text primary key default gen_random_uuid()::text,
  conversation_id text not null references conversations (id) on delete cascade,
  author_id text not null references users (id) on delete cascade,
  text text not null check (char_length(text) between 1 and 280),
  -- The moment of the statement, not of the transaction: two messages written in one transaction
  -- (a conversation started, then written to) still keep their order.
  created_at timestamptz not null default clock_timestamp()
);

-- A conversation's messages, the latest first (GET /conversations/:id/messages), and the unread
-- ones after one's reading.
create index messages_latest on messages (conversation_id, created_at desc, id desc);
-- An account's messages: their export, page by page, and their going with it (on delete cascade).
create index messages_by_author on messages (author_id, id);

-- A message moves its conversation to the top of everyone's list still in it, and is read by
-- the one who wrote it.
create function conversation_message_written() returns trigger language plpgsql as $$
begin
  update conversation_members
     set last_message_at = new.created_at, last_message_id = new.id,
         last_read_at = case when user_id = new.author_id then new.created_at else last_read_at end
   where conversation_id = new.conversation_id and left_at is null;
  return null;
end;
$$;

create trigger messages_written after insert on messages
  for each row execute function conversation_message_written();

-- A message removed (by a moderator, or with its author's account) no longer counts as the
-- latest: each member's row names the latest one left, so nothing stays unread that is not there.
create function conversation_message_removed() returns trigger language plpgsql as $$
declare
  latest record;
begin
  select id, created_at into latest from messages
   where conversation_id = old.conversation_id order by created_at desc, id desc limit 1;
  update conversation_members
     set last_message_id = latest.id,
         last_message_at = coalesce(latest.created_at, joined_at),
         last_read_at = least(last_read_at, coalesce(latest.created_at, joined_at))
   where conversation_id = old.conversation_id and last_message_id = old.id;
  return null;
end;
$$;

create trigger messages_removed after delete on messages
  for each row execute function conversation_message_removed();

-- Every change of someone's place in a conversation (a message, a reading, a leaving) tells their
-- private streams, which send their count of unread conversations again, on the channel
-- notifications use (012).
create function signal_conversation_member() returns trigger language plpgsql as $$
begin
  perform pg_notify('social_notifications', case when tg_op = 'DELETE' then old.user_id else new.user_id end);
  return null;
end;
$$;

create trigger conversation_members_signal after insert or update or delete on conversation_members
  for each row execute function signal_conversation_member();

-- A conversation everyone left is nobody's: it goes, with its messages.
create function forget_left_conversation() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from conversation_members where conversation_id = new.conversation_id and left_at is null) then
    delete from conversations where id = new.conversation_id;
  end if;
  return null;
end;
$$;

create trigger conversation_members_all_left after update of left_at on conversation_members
  for each row when (new.left_at is not null) execute function forget_left_conversation();

-- A report may be of a message, and keeps the messages before it (ReportedContent.context).
alter table report_cases drop constraint report_cases_target_type_check;
alter table report_cases add constraint report_cases_target_type_check
  check (target_type in ('post', 'comment', 'user', 'message'));
alter table report_cases add column context jsonb;
alter table moderation_log drop constraint moderation_log_target_type_check;
alter table moderation_log add constraint moderation_log_target_type_check
  check (target_type in ('post', 'comment', 'user', 'message'));
