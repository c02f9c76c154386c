// Without a photo the avatar shows up to two initials of the name, or a default of two letters when the
// name is empty, so it never renders blank.

/** The name whose initials stand in for an empty name: 'New User', so the default is 'NU' in every language. */
export const DEFAULT_AVATAR_NAME = 'New User';
/** The two letters shown when the name is empty or has no letters or digits. */
export const DEFAULT_INITIALS = 'NU';

/**
 * Up to two initials of a name: the first letter (or digit) of its first two words, upper-cased.
 * 'Anna' → 'A', 'Anna Svensson' → 'AS', 'Anna Maria Svensson' → 'AM'. Extra whitespace is ignored,
 * and a word with no letter or digit ('&', '-') is skipped. An empty name gives DEFAULT_INITIALS.
 */
export function getInitials(name: string | null | undefined): string {
  const initials = (name ?? '')
    .trim()
    .split(/\s+/u)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2)
    .map((letter) => letter.toLocaleUpperCase())
    .join('');
  return initials || DEFAULT_INITIALS;
}
