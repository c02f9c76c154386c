import { type ComponentProps, useId } from 'react';
import { cx } from 'styled-system/css';
import { hero } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { Heading } from '../../../components/heading';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { useRouterLink } from '../../../lib/router-link';

export interface HeroProps extends Omit<ComponentProps<'section'>, 'children'> {
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

/** The home page's opening: headline, intro, 'Try For Free' and 'Contact Us', and two headline figures. */
export function Hero({
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
        <p className={classes.eyebrow}>{t('site.hero.eyebrow')}</p>
        <Heading as={headingLevel} id={headingId} className={classes.title}>
          {t('site.hero.title')}
        </Heading>
        <p className={classes.subtitle}>{t('site.hero.subtitle')}</p>
        <div className={classes.actions}>
          <Button asChild size="lg">
            <LinkComponent href={tryHref}>{t('site.hero.tryFree')}</LinkComponent>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={contactHref}>{t('site.hero.contact')}</a>
          </Button>
        </div>
      </div>
      <dl className={classes.stats}>
        <div className={classes.stat}>
          <dt className={classes.statLabel}>{t('site.hero.activeShipments')}</dt>
          <dd className={classes.statValue}>{formatNumber(activeShipments)}</dd>
        </div>
        <div className={classes.stat}>
          <dt className={classes.statLabel}>{t('site.hero.deliveryRate')}</dt>
          <dd className={classes.statValue}>
            {formatNumber(deliveryRate, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
