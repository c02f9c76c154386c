import { Globe } from 'lucide-react';
import { type HTMLAttributes, type RefAttributes, useId } from 'react';
import { cx } from 'styled-system/css';
import { calloutSection } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { Heading, type HeadingLevel } from '../../../components/heading';
import { Text } from '../../../components/text';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';

export interface GlobalTrackingCoverageProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, RefAttributes<HTMLElement> {
  /** Where 'Learn More' leads. Defaults to the features page, '/features'. */
  learnMoreHref?: string;
  /** The heading's element, so the section fits the page outline. Defaults to `h2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The tracking page's 'Global Tracking Coverage' section: a heading, a short text and a 'Learn More' link
 * styled as a button (it navigates, so it stays a link for screen readers). The section is named by its heading;
 * the link's name says what there is to learn ('Learn More about global tracking coverage'), as link text
 * out of context must.
 */
export function GlobalTrackingCoverage({
  learnMoreHref = '/features',
  headingLevel = 'h2',
  className,
  ...props
}: GlobalTrackingCoverageProps) {
  const { t } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const styles = calloutSection();
  const headingId = useId();
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId} {...props}>
      <span className={styles.icon} aria-hidden="true">
        <Globe />
      </span>
      <div className={styles.body}>
        <Heading as={headingLevel} size="h3" id={headingId}>
          {t('insights.coverage.title')}
        </Heading>
        <Text tone="muted">{t('insights.coverage.text')}</Text>
      </div>
      <Button asChild variant="solid" className={styles.action}>
        <LinkComponent href={learnMoreHref}>
          {t('insights.coverage.learnMore')}
          <VisuallyHidden> {t('insights.coverage.learnMoreTopic')}</VisuallyHidden>
        </LinkComponent>
      </Button>
    </section>
  );
}
