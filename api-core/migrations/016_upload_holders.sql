-- An upload is named by its image (the hash of its bytes): the same picture picked in two drafts,
-- or twice in one editor, is one row of media_uploads. How many of those uploads are still waiting
-- for a post: throwing one away (DELETE /api/media/<id>) or posting one takes one, and the row
-- goes with the last, so a draft never loses an upload because another copy of it went.
alter table media_uploads add column waiting integer not null default 1 constraint media_uploads_waiting check (waiting > 0);
