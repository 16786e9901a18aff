-- Issue 38: a reply of elsewhere kept here, read again when a member opens its conversation and
-- its server no longer lists it (api-core/src/federation/replies-elsewhere.ts), and answered 404:
-- since when, as a post's (migration 067), so that it goes only when a later read finds it
-- missing still.
alter table comments add column missing_since timestamptz;
