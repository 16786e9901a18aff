-- Issue 39: the posts a member liked, the latest like first (Mastodon's favourites, which apps
-- show as a list of their own): one seek of the member's likes at any depth. A like that was a
-- dislike before counts from when it became a like (the reaction's created_at is rewritten).
create index post_reactions_liked_latest on post_reactions (user_id, created_at desc, post_id desc) where kind = 'like';
