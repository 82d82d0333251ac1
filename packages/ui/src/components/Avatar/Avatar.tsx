import { type HTMLAttributes, useState } from 'react';
import { cx } from '../private/cx';
import * as styles from './Avatar.css';
import { initials as initialsOf } from './initials';

export const avatarSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export const avatarTones = ['brand', 'neutral', 'info'] as const;
export type AvatarSize = (typeof avatarSizes)[number];
export type AvatarTone = (typeof avatarTones)[number];

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's or organisation's name: the initials come from it, and it names the avatar. */
  name: string;
  /** A photo or logo URL; the initials show while it loads and if it fails. */
  src?: string;
  /** The accessible name, when it should differ from `name`. */
  alt?: string;
  /** Diameter: `small` 24 px, `medium` 32 px, `large` 40 px, `xlarge` 64 px. */
  size?: AvatarSize;
  /** Colour of the initials' circle (a photo covers it): `brand` for the signed-in user. */
  tone?: AvatarTone;
  /**
   * Caps the number of initials (first words plus the last word). By default one letter per word as the portal
   * wants ('Nguyễn Văn An' → 'NVA'), up to what the circle holds legibly: 2 in a small avatar, 3 otherwise
   * ('Nguyễn Thị Ánh Tuyết' → 'NTT'). The full name stays the accessible name.
   */
  maxInitials?: number;
  /** Hides the avatar from assistive tech when the name is already written beside it (e.g. the header). */
  decorative?: boolean;
}

type ImageStatus = 'loading' | 'loaded' | 'error';

/**
 * A round picture of a person or supplier: the photo when there is one, otherwise the initials of the name
 * (first letter of each word, uppercased). Plain React, no engine. It is one image named by `alt ?? name`.
 */
export function Avatar({
  name,
  src,
  alt,
  size = 'medium',
  tone = 'brand',
  maxInitials,
  decorative = false,
  className,
  ...props
}: AvatarProps) {
  const [image, setImage] = useState<{ src: string | undefined; status: ImageStatus }>({
    src,
    status: 'loading',
  });
  // A new src starts loading again (reset during render, not in an effect, so no failed frame shows).
  if (image.src !== src) setImage({ src, status: 'loading' });
  const letters = initialsOf(name, maxInitials ?? (size === 'small' ? 2 : 3));
  const showImage = src !== undefined && image.src === src && image.status !== 'error';

  return (
    <span
      className={cx(styles.avatar({ size, tone }), className)}
      data-tone={tone}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt ?? name })}
      {...props}
    >
      {/* Hidden once the picture has loaded: a logo with transparent parts would show the letters through. */}
      <span
        className={styles.initials}
        data-length={Math.min(letters.length, 3)}
        aria-hidden="true"
        hidden={showImage && image.status === 'loaded'}
      >
        {letters}
      </span>
      {showImage ? (
        <img
          key={src}
          src={src}
          alt=""
          className={styles.image}
          data-status={image.status}
          onLoad={() => setImage({ src, status: 'loaded' })}
          onError={() => setImage({ src, status: 'error' })}
        />
      ) : null}
    </span>
  );
}
