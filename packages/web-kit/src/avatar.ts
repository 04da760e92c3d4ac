/** Avatar fallback (spec §9): first letters of the first two words of the alt text. */
export function initials(alt: string | null | undefined): string {
  const words = (alt ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  // Array.from keeps a letter outside the BMP (or an emoji) whole.
  const letters = words.map((word) => Array.from(word)[0] ?? '').join('');
  return letters ? letters.toLocaleUpperCase() : '?';
}

interface AvatarPerson {
  username: string;
  profile?: { firstName?: string | null; lastName?: string | null } | null;
}

/** Whom an avatar shows, its alt text: first and last name, else the username (the same on every screen). */
export function avatarName(person: AvatarPerson): string {
  return [person.profile?.firstName, person.profile?.lastName].filter(Boolean).join(' ') || person.username;
}

/** The fallback initials of that avatar (spec §9: of its alt text). */
export function avatarInitials(person: AvatarPerson): string {
  return initials(avatarName(person));
}
