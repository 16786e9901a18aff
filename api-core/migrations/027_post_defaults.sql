-- Issue 36: who a person's new posts are for when the editor does not say (Settings).
alter table users add column default_visibility text not null default 'public'
  check (default_visibility in ('public', 'followers', 'mentioned'));
