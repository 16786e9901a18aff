import type { User } from '../contract/entities';
import { limits } from '../contract/limits';
import type { ProfileData } from '../contract/payloads';
import { readText } from './fields';
import { validateImage } from './image';
import { fail, succeed, type Result } from './result';

/** Only http(s) links are kept: a `javascript:` website would run when clicked. */
function validateWebsite(value: string): Result<string> {
  if (value === '') return succeed('');
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return succeed(value);
  } catch {
    // fall through to the message below
  }
  return fail(400, 'Website must be a link starting with http:// or https://.');
}

/** Validates a profile edit; fields left out keep their current value. */
export function validateProfileData(data: Record<string, unknown>, current: User): Result<ProfileData> {
  const bio = readText({ bio: data.bio ?? current.bio }, 'bio', 'Bio', { required: false, max: limits.bioMax });
  if (!bio.ok) return bio;
  const websiteText = readText({ website: data.website ?? current.website }, 'website', 'Website', {
    required: false,
    max: limits.websiteMax,
  });
  if (!websiteText.ok) return websiteText;
  const website = validateWebsite(websiteText.value);
  if (!website.ok) return website;
  const imgText = readText({ img: data.img ?? current.img }, 'img', 'Avatar', { required: false });
  if (!imgText.ok) return imgText;
  const img = imgText.value === current.img ? imgText : validateImage(imgText.value, 'Avatar');
  if (!img.ok) return img;
  return succeed({ bio: bio.value, website: website.value, img: img.value });
}

export function applyProfileEdit(user: User, data: ProfileData, now: string): User {
  return { ...user, ...data, updatedAt: now };
}
