/**
 * Rate limits and stream caps no test reaches (the tests of the limits set low ones), for every
 * server a test starts, the browser tests' and the server's own: tests make many calls at once
 * from one address, faster than any person.
 */
export const limitsNoTestReaches = {
  SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '100000',
  SOCIAL_WRITES_PER_MINUTE: '10000000',
  SOCIAL_SEARCHES_PER_MINUTE: '10000000',
  SOCIAL_STREAMS_PER_MINUTE: '10000000',
  SOCIAL_ADDRESS_CALLS_PER_MINUTE: '10000000',
  SOCIAL_STREAMS_PER_ADDRESS: '0',
};
