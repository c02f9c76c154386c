export {
  FeatureCard,
  type FeatureCardProps,
  FeatureGrid,
  type FeatureGridProps,
  type FeatureIconName,
  type SiteFeature,
} from './FeatureCard';
