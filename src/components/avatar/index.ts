export {
  Avatar,
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
