-- Rate limits counted where every server process sees them (issue 17): one row per caller, kind
-- and minute, raised by one `insert ... on conflict do update` per call, so N processes on one
-- database give one allowance, not N.
--
-- Unlogged: a count is worth a minute, and a table without write-ahead log costs each limited
-- call less. A crash empties it, which forgives everyone at most one minute's allowance.
create unlogged table rate_counts (
  -- What is counted: auth, write, search or stream, or `address` for all of an address's calls.
  bucket text not null,
  -- Who: `user:<id>` for a signed-in account, `address:<ip>` (an IPv6 caller by its /64) otherwise.
  key text not null,
  -- The end of the minute counted; the caller may try again then. Past windows are pruned.
  window_end timestamptz not null,
  hits int not null,
  primary key (bucket, key, window_end)
);
