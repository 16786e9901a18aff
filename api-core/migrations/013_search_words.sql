-- Issue 19, the search at a million posts: each post keeps its words as text search reads them,
-- so that a search can test the newest posts one by one without parsing their text again (about
-- 20 µs a post; reading the stored words costs about a microsecond). A search reads the newest
-- posts first and falls back to these columns' GIN indexes only for a rarer word
-- (api-core/src/search/post-search.ts), since an index of words cannot give its matches newest
-- first, and walking the newest posts alone reads the whole table for a word nobody wrote.
alter table posts
  add column caption_words tsvector generated always as (to_tsvector('english', caption)) stored,
  add column text_words tsvector generated always as (to_tsvector('english', caption || ' ' || content)) stored;

drop index posts_caption_search;
drop index posts_text_search;
create index posts_caption_search on posts using gin (caption_words);
create index posts_text_search on posts using gin (text_words);
