import { type ComponentProps, useId } from 'react';
import { cx } from 'styled-system/css';
import { logoStrip } from 'styled-system/recipes';
import { useLanguage } from '../../../i18n/LanguageProvider';

export interface LogoStripProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Customer company names, shown as word marks. Names are not translated. */
  companies: readonly string[];
}

/** 'Trusted by industry leaders' and a row of customer names: a region named by its heading, with a list. */
export function LogoStrip({ companies, className, ...props }: LogoStripProps) {
  const { t } = useLanguage();
  const headingId = useId();
  const classes = logoStrip();
  return (
    <section aria-labelledby={headingId} className={cx(classes.root, className)} {...props}>
      <h2 id={headingId} className={classes.title}>
        {t('site.logos.title')}
      </h2>
      <ul className={classes.list}>
        {companies.map((company) => (
          <li key={company} className={classes.item}>
            {company}
          </li>
        ))}
      </ul>
    </section>
  );
}
