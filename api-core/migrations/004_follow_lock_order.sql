-- Two people following each other at once could deadlock: count_follows (002) updated both
-- users' rows in one statement, which locks them in the order its scan meets them, and on a
-- small, busy table that is the heap's order, which concurrent updates reorder. The rows are
-- now locked by id first, the same order whoever follows whom.
create or replace function count_follows() returns trigger language plpgsql as $$
declare
  step integer := case when tg_op = 'INSERT' then 1 else -1 end;
  follower text := case when tg_op = 'INSERT' then new.follower_id else old.follower_id end;
  followee text := case when tg_op = 'INSERT' then new.followee_id else old.followee_id end;
begin
  perform 1 from users where id in (follower, followee) order by id for no key update;
  update users
     set following_count = following_count + case when id = follower then step else 0 end,
         follower_count = follower_count + case when id = followee then step else 0 end
   where id in (follower, followee);
  return null;
end;
$$;
