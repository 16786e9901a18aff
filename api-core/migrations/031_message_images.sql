-- Issue 36: a direct message may carry one image with its description, as a post's images do
-- (an upload of its writer's, taken by the message). A message is its words, its image, or both.
alter table messages add column media_id text references media (id);
alter table messages add column image_alt text not null default '';
alter table messages drop constraint messages_text_check;
alter table messages add constraint messages_text_check
  check (char_length(text) <= 280 and (char_length(text) >= 1 or media_id is not null));

-- Whether some message shows an image: its file is kept while one does, and served only with a
-- grant (media-grants.ts).
create index messages_by_media on messages (media_id) where media_id is not null;
