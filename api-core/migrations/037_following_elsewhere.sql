-- Issue 38: members follow people of other servers. Such a follow is a follow_requests row
-- (its follow_uri the id of the member's Follow) until their server's Accept makes it a follows
-- row; nothing else in the tables changes.
--
-- As in migration 026, and nobody of another server is notified here: the follow request a
-- member sends them (and any like, comment or mention of theirs later) reaches them as an
-- activity their own server shows them.
create or replace function notify(recipient text, actor text, kind text, post text, comment text) returns void language plpgsql as $$
declare
  notification text;
begin
  if recipient is null or recipient = actor then return; end if;
  -- A person of another server is told by their server, from the activity itself.
  if exists (select 1 from users where id = recipient and domain is not null) then return; end if;
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

-- Any made for people of other servers so far go.
delete from notifications n using users u where u.id = n.recipient_id and u.domain is not null;
