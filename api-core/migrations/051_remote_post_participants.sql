-- Issue 38: the people of elsewhere a post of elsewhere for the people it names alone (a direct
-- message) is also for, besides its author and the members here it names: its other
-- participants, by their actors' ids. A member's answer to it goes to them too, as a Mastodon
-- user's answer to a direct message goes to everyone in it. Null for every other post.
alter table posts add column others_addressed text[];
