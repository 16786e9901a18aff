import { openRegistration, type Registration, type RuntimeConfig } from 'api-contract/runtime-config';

/** What the operator chose for this community, as the page's runtime configuration says it. */
export type CommunitySettings = Pick<RuntimeConfig, 'registration' | 'guestLogin'>;

/** A demo's: anyone signs up, and the guest account is there. */
const defaults: CommunitySettings = { registration: openRegistration, guestLogin: true };

let settings: CommunitySettings = defaults;

/** Kept when the page reads its runtime configuration; the defaults until then (and in tests that set none). */
export function setCommunitySettings(value: Partial<CommunitySettings>): void {
  settings = { ...defaults, ...value };
}

/** Back to the defaults: a test's cleanup. */
export function resetCommunitySettings(): void {
  settings = defaults;
}

/** How people join this community, as the operator set it: fixed for the page's life, like the remotes' addresses. */
export const currentRegistration = (): Registration => settings.registration;

/** Whether the login screen offers "Login as a Guest": a demo's shared account, which a deployment does not have. */
export const guestLoginOffered = (): boolean => settings.guestLogin;
