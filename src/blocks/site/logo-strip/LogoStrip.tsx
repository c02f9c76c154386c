import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from 'styled-system/css';
import { logoStrip } from 'styled-system/recipes';

export interface LogoStripProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** The heading that names the strip, e.g. 'Trusted by industry leaders'. */
  title: ReactNode;
  /** Customer company names, shown as word marks. Names are not translated. */
  companies: readonly string[];
}

/** A heading such as 'Trusted by industry leaders' and a row of customer names: a region named by its heading, with a list. */
export function LogoStrip({ title, companies, className, ...props }: LogoStripProps) {
  const headingId = useId();
  const classes = logoStrip();
  return (
    <section aria-labelledby={headingId} className={cx(classes.root, className)} {...props}>
      <h2 id={headingId} className={classes.title}>
        {title}
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
