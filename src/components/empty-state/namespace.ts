export {
  EmptyStateActions as Actions,
  type EmptyStateActionsProps as ActionsProps,
  EmptyStateDescription as Description,
  type EmptyStateDescriptionProps as DescriptionProps,
  EmptyStateIcon as Icon,
  type EmptyStateIconProps as IconProps,
  EmptyStateRoot as Root,
  type EmptyStateRootProps as RootProps,
  EmptyStateTitle as Title,
  type EmptyStateTitleProps as TitleProps,
} from './EmptyState';
