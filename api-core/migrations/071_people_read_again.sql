-- Issue 38: a person of elsewhere was read again only when their server sent their Update, a
-- member searched for them, or the backfill (migration 069) read them: one whose server sends no
-- Update for a change (or whose Update went astray) kept their old name, avatar and bio here for
-- good. As Mastodon does (`schedule_refresh_if_stale!`), a post or edit of theirs arriving when
-- their actor was last read a week ago or more now asks for it to be read again, within the next
-- six hours (api-core/src/federation/people-read-again.ts). When it was last asked is kept, so a
-- week passes between two asks for one whose server will not give it, and a person who posts
-- often is asked for once, not at each post.
alter table remote_actors add column read_again_asked_at timestamptz;
