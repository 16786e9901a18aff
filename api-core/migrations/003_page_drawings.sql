-- The mock in a page keeps the seed's own drawings as the SVG they are drawn in (the server
-- turns them into WebP). Uploads are never SVG, which can carry script: the contract accepts
-- only PNG, JPEG, GIF and WebP by their first bytes (api-contract/src/schemas/image.ts).
alter table media drop constraint media_content_type_check;
alter table media add constraint media_content_type_check
  check (content_type in ('image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'));
