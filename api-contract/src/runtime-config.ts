import * as v from 'valibot';
import { languageCodes, sourceLanguage } from './languages';

/** Who may do what in a community: a member posts and follows; moderators act on what others post; admins run the community. */
export const roles = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Whether `role` is `least` or above it. */
export const hasRole = (role: Role, least: Role): boolean => roles.indexOf(role) >= roles.indexOf(least);

/**
 * How people join, as the operator chose (`SOCIAL_REGISTRATION`): `open`, anyone signs up;
 * `approval`, a signup waits until an admin approves it; `invite`, a signup needs an invite code;
 * `closed`, nobody signs up.
 */
export const registrationModes = ['open', 'approval', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof registrationModes)[number];

export const RegistrationSchema = v.object({
  mode: v.picklist(registrationModes),
  /** Whether members (not only admins) may make invite codes (`SOCIAL_MEMBER_INVITES`). */
  membersInvite: v.boolean(),
});

/** How people join a community; the mock's, and a server's with nothing set. */
export type Registration = v.InferOutput<typeof RegistrationSchema>;
export const openRegistration: Registration = { mode: 'open', membersInvite: false };

/** Whether someone with `role` may make invite codes under `registration`. */
export const mayInvite = (role: Role, registration: Registration): boolean => hasRole(role, 'admin') || registration.membersInvite;

/**
 * What a page learns when it starts, from `/config.json` beside its html: which API answers
 * (the in-page mock, or the server the page came from), where each remote's entry is, how
 * people join (the signup screen says which applies), whether the login screen offers
 * "Login as a Guest", and the community's language. Served by whatever serves the page, so all can change without a rebuild.
 */
export const RuntimeConfigSchema = v.object({
  api: v.picklist(['mock', 'server']),
  remotes: v.record(v.string(), v.string()),
  registration: v.optional(RegistrationSchema, openRegistration),
  /**
   * Whether the shared guest account of the spec's seed is there to log in as: on for a demo
   * (the mock, a server with `SOCIAL_DEMO=on`), off for a deployment, which writes no seed.
   * On when unsaid, as the spec's login screen has the button.
   */
  guestLogin: v.optional(v.boolean(), true),
  /**
   * The interface's language for whoever has not chosen one and whose browser asks for none the
   * interface speaks (`SOCIAL_DEFAULT_LANGUAGE`); English when unsaid.
   */
  defaultLanguage: v.optional(v.picklist(languageCodes), sourceLanguage),
  /**
   * Whether the server sends mail (`SOCIAL_SMTP_URL`): without it, "Forgot your password?" says
   * to ask an admin for a reset link. Off when unsaid, as in the page's mock, which sends none.
   */
  mail: v.optional(v.boolean(), false),
  /**
   * Whether an account whose email address is not confirmed may only read (`SOCIAL_REQUIRE_VERIFIED_EMAIL`),
   * until it opens the link mailed to it. Off when unsaid.
   */
  requireVerifiedEmail: v.optional(v.boolean(), false),
  /**
   * Whether moderators' and admins' tools open only once they have set up a second factor
   * (`SOCIAL_STAFF_REQUIRE_2FA`): their screens then send them to Settings first. Off when unsaid.
   */
  staffRequireTwoFactor: v.optional(v.boolean(), false),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export const runtimeConfigPath = '/config.json';
