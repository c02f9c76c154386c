import { withParts } from '../../lib/parts';
import type { AvatarFallbackProps, AvatarImageProps, AvatarRootProps } from './Avatar';
import { Avatar as AvatarComposition } from './Avatar';
import * as AvatarParts from './namespace';

export {
  AvatarFallback,
  type AvatarFallbackProps,
  AvatarImage,
  type AvatarImageProps,
  type AvatarProps,
  AvatarRoot,
  type AvatarRootProps,
  AvatarRootProvider,
  type AvatarSize,
  useAvatar,
} from './Avatar';

/** `<Avatar …>` with its parts under short names: `<Avatar.Root>`, `Avatar.RootProps`… */
export const Avatar = /* @__PURE__ */ withParts(AvatarComposition, AvatarParts);
export declare namespace Avatar {
  export type RootProps = AvatarRootProps;
  export type ImageProps = AvatarImageProps;
  export type FallbackProps = AvatarFallbackProps;
}
