-- Issue 20: a post shows up to four images, each with its description, uploaded on their own
-- before the post is sent.

-- Every image a post shows, in order. A post of before this keeps its one image, first and
-- without a description. Four at most, by the position's range; one description at most 1,000
-- characters long (the contract's `limits.altTextMax`).
create table post_images (
  post_id text not null references posts (id) on delete cascade,
  position smallint not null constraint post_images_position check (position between 0 and 3),
  media_id text not null references media (id),
  alt text not null default '' constraint post_images_alt check (char_length(alt) <= 1000),
  primary key (post_id, position),
  constraint post_images_once unique (post_id, media_id)
);

-- Whether an image is still shown by some post (forgetting unused images asks it).
create index post_images_by_media on post_images (media_id);

insert into post_images (post_id, position, media_id)
  select id, 0, image_id from posts where image_id is not null;

-- An upload waiting for the post that will show it (POST /api/media): whose it is, so only its
-- uploader can put it on a post, and when, so one no post came to show is forgotten after a day.
create table media_uploads (
  uploader_id text not null references users (id) on delete cascade,
  media_id text not null references media (id) on delete cascade,
  uploaded_at timestamptz not null default now(),
  -- By the image first: forgetting an image asks whether any upload still holds it.
  primary key (media_id, uploader_id)
);

-- The sweep of uploads older than a day reads them oldest first.
create index media_uploads_by_age on media_uploads (uploaded_at);

-- A person's uploads: an account's deletion (and its cascade) finds them by this.
create index media_uploads_by_uploader on media_uploads (uploader_id);

-- When the post's images or their descriptions last changed: what the history's trigger compares,
-- now that the images are rows of their own (a trigger on posts cannot see them change).
alter table posts add column images_changed_at timestamptz;

drop trigger posts_keep_version on posts;

create or replace function keep_post_version() returns trigger
language plpgsql as $$
begin
  insert into post_versions (post_id, caption, content, content_warning, image_changed, written_at)
    values (old.id, old.caption, old.content, old.content_warning, old.images_changed_at is distinct from new.images_changed_at,
            coalesce(old.edited_at, old.created_at));
  new.edited_at := now();
  return new;
end;
$$;

create trigger posts_keep_version before update of caption, content, content_warning, images_changed_at on posts
  for each row
  when ((old.caption, old.content, old.content_warning, old.images_changed_at)
        is distinct from (new.caption, new.content, new.content_warning, new.images_changed_at))
  execute function keep_post_version();

drop index posts_by_image;
alter table posts drop column image_id;
