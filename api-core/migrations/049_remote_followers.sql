-- Issue 38: the followers collection of a person of another server, as their actor names it.
-- A post of theirs addressed to it is for their followers: kept here with it, each post they
-- send is read without fetching and reading their actor again. Null until they are met again.
alter table remote_actors add column followers_url text;
