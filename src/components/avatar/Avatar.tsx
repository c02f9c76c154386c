import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import type { ForwardRefExoticComponent, RefAttributes } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { avatar } from 'styled-system/recipes';
import { getInitials } from '../../domain/initials';
import { useLanguage } from '../../i18n/LanguageProvider';

const { withProvider, withContext } = createStyleContext(avatar);

type Part<P, E extends HTMLElement = HTMLDivElement> = ForwardRefExoticComponent<P & RefAttributes<E>>;

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarRootProps extends ArkAvatar.RootProps {
  /** Diameter and initials size: 32, 40 or 64 px. */
  size?: AvatarSize;
}
export interface AvatarImageProps extends ArkAvatar.ImageProps {}
export interface AvatarFallbackProps extends ArkAvatar.FallbackProps {}

/** The round frame. Holds the loading state of the image (`onStatusChange`). */
export const AvatarRoot = withProvider(ArkAvatar.Root, 'root') as unknown as Part<AvatarRootProps>;
/** The photo. Hidden until it has loaded, and for good if it fails to load. */
export const AvatarImage = withContext(ArkAvatar.Image, 'image') as Part<AvatarImageProps, HTMLImageElement>;
/** Shown while there is no loaded photo: typically the initials. */
export const AvatarFallback = withContext(ArkAvatar.Fallback, 'fallback') as Part<AvatarFallbackProps, HTMLSpanElement>;

export interface AvatarProps extends Omit<AvatarRootProps, 'children'> {
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
 * A person's photo, or their initials without one (spec §3). Screen readers hear the name, not the letters.
 */
function AvatarComponent({ name, src, decorative = false, ...props }: AvatarProps) {
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

/** The avatar with its parts attached: `<Avatar name src>` for the common case, `Avatar.Root`… to compose. */
export const Avatar = /* @__PURE__ */ Object.assign(AvatarComponent, {
  Root: AvatarRoot,
  Image: AvatarImage,
  Fallback: AvatarFallback,
});
