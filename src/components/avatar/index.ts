export {
  Avatar,
  AvatarFallback,
  type AvatarFallbackProps,
  AvatarImage,
  type AvatarImageProps,
  type AvatarProps,
  AvatarRoot,
  type AvatarRootProps,
  type AvatarSize,
} from './Avatar';
