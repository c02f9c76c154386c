export {
  AvatarFallback as Fallback,
  type AvatarFallbackProps as FallbackProps,
  AvatarImage as Image,
  type AvatarImageProps as ImageProps,
  AvatarRoot as Root,
  type AvatarRootProps as RootProps,
  AvatarRootProvider as RootProvider,
} from './Avatar';
