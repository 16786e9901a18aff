-- A person is found by part of their name too, as Mastodon finds people by their display name:
-- "first last" (a person of elsewhere's display name is their first name), any letter case,
-- through a trigram index as a part of a username is (users_username_trgm, migration 002).
create index users_name_trgm on users using gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
