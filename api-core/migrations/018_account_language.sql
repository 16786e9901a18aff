-- The interface's language a person chose for their account (null: their browser's), which
-- follows them to every device. The codes are the contract's (api-contract/src/languages.json):
-- a new language is a migration that widens this check.
alter table users add column language text
  constraint users_language_known check (language in ('en', 'es', 'de', 'fr', 'ja', 'ar'));
