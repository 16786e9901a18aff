-- Issue 36: the home feed reads each followed person's latest posts, a page's worth each, and keeps
-- those the reader may see (`visibility`) that no later repost supersedes (`repost_count`), with
-- their likes for the trending order. With those columns in the indexes it seeks, the feed reads
-- no post's row until the page is cut: at 1,000,000 posts that seek cost less than half as much
-- (bench/README.md). A profile's list seeks the same index. The keys are those of 001 and 002.
drop index posts_by_author;
create index posts_by_author on posts (author_id, created_at desc, id desc) include (like_count, visibility, repost_count);

drop index posts_by_author_trending;
create index posts_by_author_trending on posts (author_id, like_count desc, created_at desc, id desc) include (visibility);
