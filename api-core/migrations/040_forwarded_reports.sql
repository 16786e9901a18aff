-- Issue 38: a member's report of a person of another server (or of their post or reply) may go
-- to their server too, as a Flag that names the community, never the reporter: the moderators
-- here read which reports did.
alter table reports add column forwarded boolean not null default false;
