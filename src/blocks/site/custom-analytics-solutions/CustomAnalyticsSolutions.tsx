import { ChartPie } from 'lucide-react';
import { type HTMLAttributes, type RefAttributes, useId } from 'react';
import { cx } from 'styled-system/css';
import { calloutSection } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { Heading, type HeadingLevel } from '../../../components/heading';
import { Text } from '../../../components/text';
import { useLanguage } from '../../language';

export interface CustomAnalyticsSolutionsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, RefAttributes<HTMLElement> {
  /** The address 'Contact Us' writes to (a `mailto:` link), e.g. 'analytics@labelport.example'. */
  contactEmail: string;
  /** The heading's element, so the section fits the page outline. Defaults to `h2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The analytics page's 'Custom Analytics Solutions' block: a heading, a short text and 'Contact Us', a
 * `mailto:` link styled as a button. The section is named by its heading.
 */
export function CustomAnalyticsSolutions({
  contactEmail,
  headingLevel = 'h2',
  className,
  ...props
}: CustomAnalyticsSolutionsProps) {
  const { t } = useLanguage();
  const styles = calloutSection();
  const headingId = useId();
  const subject = encodeURIComponent(t('insights.custom.title'));
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId} {...props}>
      <span className={styles.icon} aria-hidden="true">
        <ChartPie />
      </span>
      <div className={styles.body}>
        <Heading as={headingLevel} size="h3" id={headingId}>
          {t('insights.custom.title')}
        </Heading>
        <Text tone="muted">{t('insights.custom.text')}</Text>
      </div>
      <Button asChild variant="solid" className={styles.action}>
        <a href={`mailto:${contactEmail}?subject=${subject}`}>{t('insights.custom.contact')}</a>
      </Button>
    </section>
  );
}
