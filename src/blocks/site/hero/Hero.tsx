import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from 'styled-system/css';
import { hero } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { Heading } from '../../../components/heading';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';

export interface HeroProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** The headline, e.g. 'Streamline Your Shipping Operations'. It names the section. */
  title: ReactNode;
  /** The intro under the headline. */
  subtitle?: ReactNode;
  /** The short line above the headline, e.g. 'AI-powered logistics platform'. */
  eyebrow?: ReactNode;
  /** Active shipments shown in the first figure, e.g. 2,547. Formatted for the locale. */
  activeShipments: number;
  /** Delivery rate as a fraction, e.g. 0.983 for 98.3%. Formatted as a percentage for the locale. */
  deliveryRate: number;
  /** Where 'Try For Free' leads (an app path). */
  tryHref?: string;
  /** Where 'Contact Us' leads: a `mailto:` address or an anchor such as `#contact`. */
  contactHref: string;
  /** `h1` (default) when the hero opens the page; `h2` when it sits lower. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The home page's opening: headline, intro, 'Try For Free' and 'Contact Us', and two headline figures. The
 * headline and intro are the page's copy, given in its language; the buttons and figure labels are the block's.
 */
export function Hero({
  title,
  subtitle,
  eyebrow,
  activeShipments,
  deliveryRate,
  tryHref = '/signup',
  contactHref,
  headingLevel = 'h1',
  className,
  ...props
}: HeroProps) {
  const { t, formatNumber } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const headingId = useId();
  const classes = hero();
  return (
    <section aria-labelledby={headingId} className={cx(classes.root, className)} {...props}>
      <div className={classes.content}>
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        <Heading as={headingLevel} id={headingId} className={classes.title}>
          {title}
        </Heading>
        {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}
        <div className={classes.actions}>
          <Button asChild size="lg">
            <LinkComponent href={tryHref}>{t('hero.tryFree')}</LinkComponent>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={contactHref}>{t('hero.contact')}</a>
          </Button>
        </div>
      </div>
      <dl className={classes.stats}>
        <div className={classes.stat}>
          <dt className={classes.statLabel}>{t('hero.activeShipments')}</dt>
          <dd className={classes.statValue}>{formatNumber(activeShipments)}</dd>
        </div>
        <div className={classes.stat}>
          <dt className={classes.statLabel}>{t('hero.deliveryRate')}</dt>
          <dd className={classes.statValue}>
            {formatNumber(deliveryRate, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
