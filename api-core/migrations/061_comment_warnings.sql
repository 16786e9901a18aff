-- Issue 38: a reply of another server (a comment here) keeps its content warning (Mastodon's
-- `spoiler_text`, ActivityPub's `summary`) and its author's mark on its media (`sensitive`), as a
-- post of elsewhere keeps them (migrations 014 and 056): a comment then hides its words and links
-- until its reader shows them. A member's comment has neither: both are the defaults.
alter table comments
  add column content_warning text not null default ''
    constraint comments_content_warning_text check (
      char_length(content_warning) <= 100 and (content_warning = '' or (uri is not null and btrim(content_warning) <> ''))),
  add column media_sensitive boolean not null default false
    constraint comments_media_sensitive check (not media_sensitive or uri is not null);
