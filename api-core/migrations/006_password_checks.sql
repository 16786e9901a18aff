-- Wrong passwords in a row, for the calls that ask for the current one (password change,
-- account deletion): after ten within a quarter of an hour they are refused until it passes.
-- Each attempt is counted before its hash is compared, in one update, so attempts sent at once
-- cannot slip past the limit together.
alter table users
  add column password_failures integer not null default 0 check (password_failures >= 0),
  add column password_failed_at timestamptz;
