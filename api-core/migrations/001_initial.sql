-- The schema of the social network, kept within PostgreSQL 15 (PGlite's engine is newer, so
-- nothing here may rely on later features). The constraints keep the rules true when requests
-- race: the application decides, and these refuse whatever a race would get past it.

-- Uploaded images, stored by the media store under their content hash.
create table media (
  id text primary key check (id ~ '^[0-9a-f]{64}$'),
  content_type text not null check (content_type in ('image/webp', 'image/png', 'image/jpeg', 'image/gif')),
  byte_size integer not null check (byte_size > 0),
  created_at timestamptz not null default now()
);

create table users (
  id text primary key,
  username text not null check (username ~ '^[A-Za-z0-9_.]{3,20}$'),
  first_name text not null check (char_length(first_name) between 1 and 40),
  last_name text not null check (char_length(last_name) between 1 and 40),
  email text not null check (char_length(email) between 3 and 254),
  password_hash text not null,
  bio text not null default '' check (char_length(bio) <= 160),
  website text not null default '' check (char_length(website) <= 200),
  avatar_id text references media (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One account per name, whatever the letter case.
create unique index users_username_key on users (lower(username));

create table follows (
  follower_id text not null references users (id) on delete cascade,
  followee_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  constraint follows_not_oneself check (follower_id <> followee_id)
);

create index follows_followee on follows (followee_id);

create table posts (
  id text primary key,
  author_id text not null references users (id) on delete cascade,
  caption text not null check (char_length(caption) between 1 and 100),
  content text not null check (char_length(content) between 1 and 120),
  image_id text references media (id),
  -- The number of likes, kept by the trigger below so it always equals the likers.
  like_count integer not null default 0 check (like_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index posts_newest on posts (created_at desc, id desc);
create index posts_by_author on posts (author_id, created_at desc, id desc);

-- A user's like or dislike of a post: at most one of the two, per user and post.
create table post_reactions (
  post_id text not null references posts (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  kind text not null check (kind in ('like', 'dislike')),
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);

create index post_reactions_user on post_reactions (user_id);

create function count_post_likes() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') and new.kind = 'like' then
    update posts set like_count = like_count + 1 where id = new.post_id;
  end if;
  if tg_op in ('DELETE', 'UPDATE') and old.kind = 'like' then
    update posts set like_count = like_count - 1 where id = old.post_id;
  end if;
  return null;
end;
$$;

create trigger post_reactions_like_count
  after insert or update of kind or delete on post_reactions
  for each row execute function count_post_likes();

create table comments (
  id text primary key,
  post_id text not null references posts (id) on delete cascade,
  author_id text not null references users (id) on delete cascade,
  text text not null check (char_length(text) between 1 and 280),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index comments_by_post on comments (post_id, created_at, id);

-- A user's vote on a comment: one way or the other, at most once.
create table comment_votes (
  comment_id text not null references comments (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  direction text not null check (direction in ('up', 'down')),
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id)
);

create table bookmarks (
  user_id text not null references users (id) on delete cascade,
  post_id text not null references posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, post_id)
);

create index bookmarks_post on bookmarks (post_id);
