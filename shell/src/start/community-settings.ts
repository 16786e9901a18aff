import { openRegistration, type Registration, type RuntimeConfig } from 'api-contract/runtime-config';
import { sourceLanguage, type LanguageCode } from 'api-contract/languages';

/** What the operator chose for this community, as the page's runtime configuration says it. */
export type CommunitySettings = Pick<RuntimeConfig, 'registration' | 'guestLogin' | 'mail' | 'defaultLanguage' | 'staffRequireTwoFactor'>;

/**
 * A demo's: anyone signs up, the guest account is there, no mail is sent (the page's mock sends
 * none), English for whom the browser says nothing, and staff tools open without a second factor.
 */
const defaults: CommunitySettings = {
  registration: openRegistration,
  guestLogin: true,
  mail: false,
  defaultLanguage: sourceLanguage,
  staffRequireTwoFactor: false,
};

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

/**
 * Whether the server mails a forgotten password's link: without mail, "Forgot your password?"
 * says to ask an admin for one instead of offering a form that could send nothing.
 */
export const mailSent = (): boolean => settings.mail;

/** The interface's language for whoever has not chosen one and whose browser asks for none the interface speaks. */
export const communityLanguage = (): LanguageCode => settings.defaultLanguage;

/**
 * Whether moderators' and admins' tools open only once they have set up a second factor
 * (`SOCIAL_STAFF_REQUIRE_2FA`): the staff's screens send them to Settings first, as the server
 * refuses their calls until then.
 */
export const staffTwoFactorRequired = (): boolean => settings.staffRequireTwoFactor;
