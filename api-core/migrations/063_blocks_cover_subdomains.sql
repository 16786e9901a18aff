-- Issue 38: a domain block covers the domain's subdomains, as Mastodon's do (its
-- DomainBlock.rule_for): blocking example.com blocks media.example.com and any other host under
-- it. A block is found by the host and each of its parents, on the blocks' primary key. A host
-- with a port (a test's server on this machine) is its own and has no parents.
create function domain_and_parents(host text) returns text[]
  language sql immutable strict parallel safe
  as $$
    select case
      when position(':' in host) > 0 or host !~ '\.' then array[lower(host)]
      else array(select array_to_string((string_to_array(lower(host), '.'))[n:], '.')
                   from generate_series(1, array_length(string_to_array(host, '.'), 1) - 1) n)
    end
  $$;
