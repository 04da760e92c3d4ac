/** Avatar fallback (spec §9): first letters of the first two words of the alt text. */
export function initials(alt: string | null | undefined): string {
  const words = (alt ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  // Array.from keeps a letter outside the BMP (or an emoji) whole.
  const letters = words.map((word) => Array.from(word)[0] ?? '').join('');
  return letters ? letters.toLocaleUpperCase() : '?';
}
