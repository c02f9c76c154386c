export { Badge, type BadgeProps, type BadgeSize, type BadgeTone, type BadgeVariant } from './Badge';
