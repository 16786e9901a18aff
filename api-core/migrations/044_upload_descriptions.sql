-- Issue 39: Mastodon's apps describe an image when they upload it (POST /api/v2/media with
-- `description`, or PUT /api/v1/media/:id), before the status that shows it; the community's own
-- editor says the description with the post. The upload keeps it until the post takes it.
alter table media_uploads
  add column description text not null default '' check (char_length(description) <= 1500);
