const AVATAR_COLORS = ['red', 'yellow', 'green', 'blue', 'purple'] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** Spec §9: the colour behind a missing avatar, by the sum of the username's character codes. */
export function avatarColor(username: string): AvatarColor {
  let sum = 0;
  for (let i = 0; i < username.length; i += 1) sum += username.charCodeAt(i);
  return AVATAR_COLORS[sum % AVATAR_COLORS.length];
}

/** The letter shown on that colour: the username's first character, upper-cased. */
export function avatarInitial(username: string): string {
  const [first = ''] = username;
  return first.toUpperCase();
}
