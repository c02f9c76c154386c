import {
  BarChart3,
  Globe,
  Headset,
  Link2,
  type LucideIcon,
  MapPin,
  Monitor,
  Plug,
  Route,
  ShieldCheck,
  TrendingUp,
  Zap,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { featureCard } from 'styled-system/recipes';
import { CardBody, CardDescription, CardRoot, CardTitle, type CardTitleLevel } from '../../../components/card';

/** The icons a feature can show. Each maps to a lucide icon, so the package ships only these. */
export type FeatureIconName =
  | 'tracking'
  | 'analytics'
  | 'route'
  | 'trend'
  | 'shield'
  | 'globe'
  | 'plug'
  | 'zap'
  | 'support'
  | 'link'
  | 'monitor';

const ICONS: Record<FeatureIconName, LucideIcon> = {
  tracking: MapPin,
  analytics: BarChart3,
  route: Route,
  trend: TrendingUp,
  shield: ShieldCheck,
  globe: Globe,
  plug: Plug,
  zap: Zap,
  support: Headset,
  link: Link2,
  monitor: Monitor,
};

/** One product feature, in the page's language. */
export interface SiteFeature {
  /** Stable id, used as the React key. */
  id: string;
  /** The icon beside the title. Decorative: screen readers skip it. */
  icon: FeatureIconName;
  /** The feature's name, the card's heading. */
  title: string;
  /** A sentence or two about it. */
  description: string;
}

export interface FeatureCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The feature to show. */
  feature: SiteFeature;
  /** Heading level of the title; 3 (default) under a section's `<h2>`. */
  headingLevel?: CardTitleLevel;
}

/** A card with a feature's icon, title and description. */
export function FeatureCard({ feature, headingLevel = 3, className, ...props }: FeatureCardProps) {
  const classes = featureCard();
  const Icon = ICONS[feature.icon];
  return (
    <CardRoot className={cx(classes.root, className)} {...props}>
      <CardBody>
        <span className={classes.icon}>
          <Icon aria-hidden />
        </span>
        <CardTitle level={headingLevel} className={classes.title}>
          {feature.title}
        </CardTitle>
        <CardDescription className={classes.description}>{feature.description}</CardDescription>
      </CardBody>
    </CardRoot>
  );
}

export interface FeatureGridProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The features, in order. */
  features: readonly SiteFeature[];
  /** Heading level of each card's title. */
  headingLevel?: CardTitleLevel;
}

/** Feature cards in a responsive grid: one column on phones, two on tablets, three on desktops. A list for screen readers. */
export function FeatureGrid({ features, headingLevel, className, ...props }: FeatureGridProps) {
  const classes = featureCard();
  return (
    <ul className={cx(classes.grid, className)} {...props}>
      {features.map((feature) => (
        <li key={feature.id}>
          <FeatureCard feature={feature} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
