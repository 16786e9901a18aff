-- Issue 38: a post of elsewhere's conversation is read from its server when a member opens it
-- (api-core/src/federation/replies-elsewhere.ts): when it was last asked for, so a post opened by
-- many people is read once in a while, not once a reader.
alter table posts add column replies_read_at timestamptz;
