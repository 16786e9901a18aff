import { openRegistration, type Registration } from 'api-contract/runtime-config';

let registration: Registration = openRegistration;

/** Kept when the page reads its runtime configuration; `open` until then (and in tests that set none). */
export function setRegistration(value: Registration): void {
  registration = value;
}

/** How people join this community, as the operator set it: fixed for the page's life, like the remotes' addresses. */
export const currentRegistration = (): Registration => registration;
