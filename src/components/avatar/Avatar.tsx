import { Avatar as ArkAvatar, useAvatar } from '@ark-ui/react/avatar';
import type { RefAttributes } from 'react';
import { avatar } from 'styled-system/recipes';
import { getInitials } from '../../domain/initials';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(avatar);

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarRootProps extends ArkAvatar.RootProps {
  /** Diameter and initials size: 32, 40 or 64 px. */
  size?: AvatarSize;
}
export interface AvatarImageProps extends ArkAvatar.ImageProps {}
export interface AvatarFallbackProps extends ArkAvatar.FallbackProps {}

/** The round frame. Holds the loading state of the image (`onStatusChange`). */
export const AvatarRoot = /* @__PURE__ */ withProvider<typeof ArkAvatar.Root, { size?: AvatarSize }>(ArkAvatar.Root, 'root');
/** The photo. Hidden until it has loaded, and for good if it fails to load. */
export const AvatarImage = /* @__PURE__ */ withContext(ArkAvatar.Image, 'image');
/** Shown while there is no loaded photo: typically the initials. */
export const AvatarFallback = /* @__PURE__ */ withContext(ArkAvatar.Fallback, 'fallback');

export interface AvatarProps extends Omit<AvatarRootProps, 'children'>, RefAttributes<HTMLDivElement> {
  /**
   * The person's name. It is the avatar's accessible name, and without a photo the avatar shows up to two of
   * its initials ('Anna Maria Svensson' → 'AM'). Empty, the avatar shows 'NU' (for 'New User') and is named
   * 'New User' in the active language.
   */
  name?: string;
  /** The photo's URL. While it loads, or if it fails, the initials show instead. */
  src?: string;
  /** Hides the avatar from screen readers, for when the name is written right next to it. */
  decorative?: boolean;
}

/**
 * A person's photo, or their initials without one. Screen readers hear the name, not the letters.
 */
export function Avatar({ name, src, decorative = false, ...props }: AvatarProps) {
  const { t } = useLanguage();
  const label = name?.trim() || t('core.avatar.defaultName');
  return (
    <AvatarRoot aria-hidden={decorative || undefined} {...props}>
      <AvatarFallback role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : label}>
        {getInitials(name)}
      </AvatarFallback>
      {src ? <AvatarImage src={src} alt={decorative ? '' : label} /> : null}
    </AvatarRoot>
  );
}

/**
 * The root for state you create yourself with `useAvatar()` (Ark's `useAvatar`), e.g. to open it from outside
 * or read its state beside it: `const avatar = useAvatar(props)`, then `<AvatarRootProvider value={avatar}>`.
 */
export const AvatarRootProvider = /* @__PURE__ */ withProvider<typeof ArkAvatar.RootProvider, { size?: AvatarSize }>(
  ArkAvatar.RootProvider,
  'root',
);
export { useAvatar };
