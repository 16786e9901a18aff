import { t } from '@lingui/core/macro';
import { useId } from 'react';

type CountProps = { label: string; value: number };

/** One count; its value is named by its label, so assistive technology reads them together. */
function Count({ label, value }: CountProps) {
  const labelId = useId();
  return (
    <div>
      <dt id={labelId}>{label}</dt>
      <dd aria-labelledby={labelId}>{value}</dd>
    </div>
  );
}

type ProfileCountsProps = { posts: number; followers: number; following: number };

/** How many posts, followers and followed users a profile has. */
export function ProfileCounts({ posts, followers, following }: ProfileCountsProps) {
  return (
    <dl className="profile__counts">
      <Count label={t`Posts`} value={posts} />
      <Count label={t`Followers`} value={followers} />
      <Count label={t`Following`} value={following} />
    </dl>
  );
}
