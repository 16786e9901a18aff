import type { User } from 'api-contract/entities';

/** Edit profile's draft, one per person: it edits the one profile they have. */
export const profileDraftSubject = 'profile';

/**
 * What Edit profile keeps in this browser until the server has stored it: the words, and the
 * picture chosen (absent when the browser had no room for it: the profile's own picture then).
 */
export type ProfileDraft = { img?: string; website: string; bio: string };

/** The draft without its picture, whose data may be more than the browser keeps. */
export const withoutPicture = ({ website, bio }: ProfileDraft): ProfileDraft => ({ website, bio });

/** Whether a draft holds nothing but the profile as it is (as the server stores words: trimmed): nothing to keep. */
export const sameAsProfile =
  (user: Pick<User, 'img' | 'website' | 'bio'>) =>
  ({ img = user.img, website, bio }: ProfileDraft): boolean =>
    img === user.img && website.trim() === user.website && bio.trim() === user.bio;

/** Whether a kept draft holds what `sent` held (its picture too, unless the browser had no room for it). */
export const holdsSent =
  (sent: ProfileDraft) =>
  (kept: ProfileDraft): boolean =>
    kept.bio === sent.bio && kept.website === sent.website && (kept.img === undefined || kept.img === sent.img);
