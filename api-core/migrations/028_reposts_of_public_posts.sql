-- Issue 36: the repost count is announced only for a public post, as likes and comments are
-- since migration 026 (the application reposts nothing else; this keeps the stream right if it did).
create or replace function notify_post_reposts() returns trigger language plpgsql as $$
begin
  if new.visibility <> 'public' then return null; end if;
  perform announce(jsonb_build_object('type', 'post.reposts', 'postId', new.id, 'repostCount', new.repost_count));
  return null;
end;
$$;
