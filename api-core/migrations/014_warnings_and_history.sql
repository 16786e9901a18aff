-- Issue 20: a content warning on a post, and the earlier versions of an edited post.

-- A warning is a short text the post's content and image stay hidden behind until the reader
-- chooses to see them; empty when the post has none, never only spaces.
alter table posts
  add column content_warning text not null default ''
    constraint posts_content_warning_text check (char_length(content_warning) <= 100 and (content_warning = '' or btrim(content_warning) <> '')),
  add column edited_at timestamptz;

-- What an edited post said before each edit: its text and warning as they were, and when that
-- version was written (the post's creation, or the edit before). Earlier images are not kept: an
-- author who takes an image down means it to go; `image_changed` says the edit after it changed it.
create table post_versions (
  id text primary key default gen_random_uuid()::text,
  post_id text not null references posts (id) on delete cascade,
  caption text not null,
  content text not null,
  content_warning text not null,
  image_changed boolean not null,
  written_at timestamptz not null
);

-- A post's history, newest first: GET /api/posts/history/:postId pages it on this index.
create index post_versions_history on post_versions (post_id, written_at desc, id desc);

-- Every edit that changes what a post shows keeps the version it replaces and marks the post
-- edited, in the edit's own transaction, whichever statement makes it. An edit that changes
-- nothing leaves no version and no mark.
create function keep_post_version() returns trigger
language plpgsql as $$
begin
  insert into post_versions (post_id, caption, content, content_warning, image_changed, written_at)
    values (old.id, old.caption, old.content, old.content_warning, old.image_id is distinct from new.image_id,
            coalesce(old.edited_at, old.created_at));
  new.edited_at := now();
  return new;
end;
$$;

create trigger posts_keep_version before update of caption, content, content_warning, image_id on posts
  for each row
  when ((old.caption, old.content, old.content_warning, old.image_id) is distinct from (new.caption, new.content, new.content_warning, new.image_id))
  execute function keep_post_version();
