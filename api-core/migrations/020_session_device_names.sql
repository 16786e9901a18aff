-- Issue 34: a session keeps the names of its browser and its system apart ("Firefox", "Linux"),
-- names of products that no language translates, and the page writes the sentence around them
-- in its reader's language ("Firefox on Linux", "Firefox sur Linux"). `device` kept that English
-- sentence, written by the server; the sessions from before are read back into the two names.
alter table sessions
  add column browser text check (char_length(browser) <= 50),
  add column system text check (char_length(system) <= 50);

update sessions
   set browser = nullif(left(case when device like '% on %' then split_part(device, ' on ', 1) else device end, 50), ''),
       system = case when device like '% on %' then left(split_part(device, ' on ', 2), 50) end
 where device <> 'Unknown device';

alter table sessions drop column device;
