-- Issue 34: a post records the language it is written in (the editor's choice, the interface's
-- by default; null when a client did not say, and for the posts from before), and its words are
-- read for search as that language reads them: PostgreSQL's stemming for English, Spanish,
-- German and French ("corriendo" finds "correr"), the words as written (`simple`) for Japanese
-- and Arabic, which PostgreSQL has no dictionary for. A post in no language is read as English,
-- as every post was before. The codes are the contract's (api-contract/src/languages.json).
alter table posts add column language text
  constraint posts_language_known check (language in ('en', 'es', 'de', 'fr', 'ja', 'ar'));

create function search_configuration(language text) returns regconfig
  language sql immutable parallel safe
  as $$
    select case coalesce(language, 'en')
      when 'en' then 'english'::regconfig
      when 'es' then 'spanish'::regconfig
      when 'de' then 'german'::regconfig
      when 'fr' then 'french'::regconfig
      else 'simple'::regconfig
    end
  $$;

-- The stored words of migration 013, now read in the post's language (their indexes go with them).
alter table posts drop column caption_words, drop column text_words;
alter table posts
  add column caption_words tsvector generated always as (to_tsvector(search_configuration(language), caption)) stored,
  add column text_words tsvector generated always as (to_tsvector(search_configuration(language), caption || ' ' || content)) stored;
create index posts_caption_search on posts using gin (caption_words);
create index posts_text_search on posts using gin (text_words);
