-- Issue 38: the images of a reply of another server (a comment here) are shown on the comment,
-- copied as a post's of elsewhere are (migration 039): this server fetches each when a reader
-- first asks for it, re-encodes it as an upload, and keeps the copy for SOCIAL_REMOTE_MEDIA_DAYS.
-- The reader's browser never asks their server. Until now they were links to that server
-- (migration 058). A reply shows its first four images, as a post does; `media_elsewhere` keeps
-- the rest, and its other media, as links.
create table comment_images (
  comment_id text not null references comments (id) on delete cascade,
  position smallint not null constraint comment_images_position check (position between 0 and 3),
  remote_url text not null
    constraint comment_images_remote_url check (remote_url ~ '^https?://' and char_length(remote_url) <= 2048),
  alt text not null default '' constraint comment_images_alt check (char_length(alt) <= 1000),
  -- The copy kept here: null until it is fetched, and again once it has gone.
  media_id text references media (id),
  fetched_at timestamptz,
  primary key (comment_id, position),
  constraint comment_images_once unique (comment_id, media_id),
  constraint comment_images_fetched_when check ((fetched_at is not null) = (media_id is not null))
);

-- Whether an image is still shown (forgetting unused images asks it), and the sweep of copies
-- kept longer than the operator says, oldest first.
create index comment_images_by_media on comment_images (media_id) where media_id is not null;
create index comment_images_by_fetch on comment_images (fetched_at) where fetched_at is not null;

-- The copies of comments' images whose row went: a comment goes in many ways (its author's
-- Delete, a moderator's removal, its thread's, its post's or its author's deletion, a server's
-- suspension), each by a cascade. The trigger notes each copy as its row goes, and the sweep of
-- old copies (api-core/src/media/remote-images.ts) lets go of those nothing else shows, so no
-- path that deletes a comment needs to know it may carry images.
create table media_let_go (media_id text primary key);

create function note_comment_image_let_go() returns trigger
language plpgsql as $$
begin
  insert into media_let_go (media_id) values (old.media_id) on conflict do nothing;
  return null;
end;
$$;

create trigger comment_images_let_go after delete on comment_images
  for each row when (old.media_id is not null)
  execute function note_comment_image_let_go();

-- The replies kept before this: the first four of the images their links name become the images
-- they show (fetched when first asked for); the other links stay links.
insert into comment_images (comment_id, position, remote_url, alt)
  select c.id, (image.rank - 1)::smallint, image.item ->> 'url', left(coalesce(image.item ->> 'alt', ''), 1000)
    from comments c
    cross join lateral (
      select e.item, row_number() over (order by e.ord) as rank
        from jsonb_array_elements(c.media_elsewhere) with ordinality as e (item, ord)
       where e.item ->> 'kind' = 'image') image
   where c.media_elsewhere is not null and image.rank <= 4;

update comments c
   set media_elsewhere = (
     select jsonb_agg(counted.item order by counted.ord)
       from (select e.item, e.ord,
                    count(*) filter (where e.item ->> 'kind' = 'image') over (order by e.ord) as images_so_far
               from jsonb_array_elements(c.media_elsewhere) with ordinality as e (item, ord)) counted
      where not (counted.item ->> 'kind' = 'image' and counted.images_so_far <= 4))
 where c.media_elsewhere is not null and c.media_elsewhere @> '[{"kind": "image"}]';
