-- Issue 38: a reply of elsewhere kept here, read again when a member opens its conversation and
-- the read did not meet it (api-core/src/federation/replies-elsewhere.ts): when it was last read
-- so (`read_again_at`, so that each read takes the ones read again longest ago), and since when
-- its server answers 404 (`missing_since`, as a post's, migration 067), so that it goes only when
-- a later read finds it missing still.
alter table comments add column read_again_at timestamptz;
alter table comments add column missing_since timestamptz;
