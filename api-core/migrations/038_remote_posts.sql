-- Issue 38: the posts of people of other servers whom members follow arrive (their Create) and
-- are posts here, by their person (a user with a domain, migration 036), in the Home of those
-- who follow them, liked, reposted and commented on as any post. What marks one is `uri`, the
-- id of its Note, by which its Update and Delete name it and each delivery is stored once.
-- `url` is where people read it on its server; `html` its text as its server wrote it,
-- cut down to links, paragraphs, line breaks and mentions (api-core/src/federation/remote-html.ts)
-- before it is stored; `content` the same text without markup, for search and notifications.
-- A post of elsewhere has no caption of its own and is as long as its server allows (about
-- 20,000 characters: Mastodon's 500, Misskey's 3,000, Pixelfed's 2,000 with their markup).
alter table posts
  drop constraint posts_caption_check,
  drop constraint posts_content_check,
  add column uri text,
  add column url text,
  add column html text,
  add constraint posts_uri_once unique (uri),
  add constraint posts_here_or_elsewhere check (
    case when uri is null then
      html is null and url is null
      and char_length(caption) between 1 and 100 and char_length(content) between 1 and 120
    else
      char_length(caption) <= 100 and char_length(content) <= 20000 and char_length(html) <= 60000
      and (url is null or url ~ '^https?://')
    end);

-- A reply from another server to a community's post (or to one of its comments), or to a post of
-- elsewhere kept here, is a comment by its person, marked and kept as their posts are.
alter table comments
  drop constraint comments_text_check,
  add column uri text,
  add column url text,
  add column html text,
  add constraint comments_uri_once unique (uri),
  add constraint comments_here_or_elsewhere check (
    case when uri is null then
      html is null and url is null and char_length(text) between 1 and 280
    else
      char_length(text) <= 20000 and char_length(html) <= 60000 and (url is null or url ~ '^https?://')
    end);

-- Explore is this community's own: its orders walk indexes of its members' posts alone.
drop index posts_newest;
drop index posts_trending;
create index posts_newest on posts (created_at desc, id desc) where uri is null;
create index posts_trending on posts (like_count desc, created_at desc, id desc) where uri is null;

-- What other servers said is deleted (a post or a reply): a Create that comes after its Delete (deliveries arrive in
-- any order) is not stored. Kept for a month, longer than any server tries a delivery again.
create table remote_tombstones (
  uri text primary key,
  deleted_at timestamptz not null default now()
);
create index remote_tombstones_by_age on remote_tombstones (deleted_at);

-- Servers admins blocked (issue 38), as Mastodon's domain blocks: `suspend`, nothing of theirs
-- arrives and the people of it known here go, with their posts and follows; `limit`, their posts
-- show only to their followers here, and only those who follow them hear from them.
-- `reject_media` keeps their images out whatever the severity.
create table domain_blocks (
  domain text primary key check (domain = lower(domain) and domain ~ '^[^@/[:space:]]+$'),
  severity text not null check (severity in ('suspend', 'limit')),
  reject_media boolean not null default false,
  reason text not null default '' check (char_length(reason) <= 500),
  created_by text references users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- The servers admins see: those of the people known here, by name.
create index users_by_domain on users (domain) where domain is not null;
