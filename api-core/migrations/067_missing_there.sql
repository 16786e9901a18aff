-- Issue 38: a post of elsewhere whose server answers 404 when it is read again
-- (api-core/src/federation/replies-elsewhere.ts): since when, so that it goes only when a later
-- read finds it missing still. A server may answer 404 for a moment, and the post would take the
-- members' comments, likes and bookmarks with it.
alter table posts add column missing_since timestamptz;
