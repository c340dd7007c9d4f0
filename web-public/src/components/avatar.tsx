import { avatarColor, avatarInitial } from '@reviews/libs/rules';
import { useState } from 'react';

import { ResponsiveImage } from './responsive-image';

interface AvatarProps {
  username: string;
  src: string | null | undefined;
  size: number;
}

/** The user's picture, or the first letter of the username on a colour when there is none or it fails. */
export function Avatar({ username, src, size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (!src || failedSrc === src) {
    return (
      <span
        className={`avatar avatar--letter avatar--${avatarColor(username)}`}
        style={style}
        role="img"
        aria-label={username}
      >
        {avatarInitial(username)}
      </span>
    );
  }
  return (
    <ResponsiveImage
      className="avatar"
      src={src}
      alt={username}
      width={size}
      height={size}
      loading="lazy"
      style={style}
      onError={() => setFailedSrc(src)}
    />
  );
}
