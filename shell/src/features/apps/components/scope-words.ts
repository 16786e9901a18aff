import { t } from '@lingui/core/macro';

/**
 * What a scope lets an app do, in the reader's words (docs.joinmastodon.org/api/oauth-scopes).
 * A granular scope the screen has no sentence for is shown by its name beside the words of its
 * family, so the member still sees exactly what is asked.
 */
export function scopeWords(scope: string): string {
  switch (scope) {
    case 'read':
      return t`See everything your account can see: posts, people, your notifications, bookmarks and messages`;
    case 'write':
      return t`Post, edit and delete in your name; like, repost, bookmark; change your profile`;
    case 'follow':
      return t`Follow and unfollow people, block and mute them`;
    case 'push':
      return t`Send notifications to your device`;
    case 'profile':
      return t`See your profile`;
    case 'read:statuses':
      return t`See posts`;
    case 'write:statuses':
      return t`Post, edit and delete posts in your name`;
    case 'read:notifications':
      return t`See your notifications`;
    case 'write:media':
      return t`Upload pictures`;
    case 'read:accounts':
      return t`See people's profiles`;
    case 'write:accounts':
      return t`Change your profile`;
    case 'write:favourites':
      return t`Like posts in your name`;
    case 'read:search':
      return t`Search in your name`;
  }
  return scope.startsWith('read:') ? t`See part of your account:` : t`Change part of your account:`;
}
