/** Who an avatar stands for: their picture (empty when they have none) and their names. */
export type AvatarPerson = { img?: string; firstName?: string; lastName?: string; username: string };

type AvatarProps = {
  person: AvatarPerson;
  size?: 'small' | 'medium' | 'large';
  /** What a screen reader reads for it; none (the default) where the name is beside it. */
  label?: string;
  className?: string;
};

/**
 * The letters that stand for a person without a picture: the first of their first and last
 * names, or of their username (whole characters, so an emoji or an accented letter stays whole).
 */
export function initialsOf({ firstName = '', lastName = '', username }: AvatarPerson): string {
  const first = (word: string) => Array.from(word.trim())[0] ?? '';
  const letters = first(firstName) + first(lastName);
  return (letters || first(username)).toLocaleUpperCase();
}

/**
 * A person's picture, round, or their initials in its place, the same size either way: every
 * list of people, card and menu shows one, so rows line up whether or not a person has a picture.
 */
export function Avatar({ person, size = 'medium', label, className = '' }: AvatarProps) {
  const classes = ['avatar', size === 'medium' ? '' : `avatar--${size}`, className].filter(Boolean).join(' ');
  if (person.img) return <img src={person.img} alt={label ?? ''} className={classes} />;
  return (
    <span
      className={`${classes} avatar--initials`}
      dir="auto"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {initialsOf(person)}
    </span>
  );
}
