import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from 'styled-system/css';
import { siteSection } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { Heading } from '../../../components/heading';
import { useRouterLink } from '../../../lib/router-link';

export type SiteSectionTone = 'plain' | 'subtle' | 'accent';
export type SiteSectionAlign = 'start' | 'center';
/** Heading level of a section's title: 1 for the page's own title, 2 for a section of a page. */
export type SiteSectionLevel = 1 | 2;

export interface SiteSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The section's anchor, e.g. `features` so `/#features` scrolls to it. */
  id?: string;
  /** The section's title, in the page's language. The section is a region named by this title. */
  title: ReactNode;
  /** The line under the title. */
  description?: ReactNode;
  /** 1 makes the title the page's `<h1>`; 2 (default) a section heading. */
  level?: SiteSectionLevel;
  /** Background: `plain` page colour, `subtle` grey band, `accent` tinted band. */
  tone?: SiteSectionTone;
  /** Aligns the title block. */
  align?: SiteSectionAlign;
  /** The section's content under the title. */
  children?: ReactNode;
}

/** A titled band of the public site: a `<section>` named by its heading, with a title and an intro. */
export function SiteSection({ id, title, description, level = 2, tone, align, className, children, ...props }: SiteSectionProps) {
  const headingId = useId();
  const classes = siteSection({ tone, align });
  return (
    <section id={id} aria-labelledby={headingId} className={cx(classes.root, className)} {...props}>
      <div className={classes.inner}>
        <div className={classes.header}>
          <Heading as={level === 1 ? 'h1' : 'h2'} size={level === 1 ? 'h1' : 'h2'} id={headingId} className={classes.title}>
            {title}
          </Heading>
          {description ? <p className={classes.description}>{description}</p> : null}
        </div>
        {children ? <div className={classes.body}>{children}</div> : null}
      </div>
    </section>
  );
}

export interface CtaBannerProps extends Omit<SiteSectionProps, 'children' | 'align'> {
  /** The button's text, e.g. 'Get Started Now'. */
  actionLabel: ReactNode;
  /** Where the button leads: an app path such as `/signup` (router link), or a `mailto:`/`#` address (plain link). */
  href: string;
  /** Background of the band. Defaults to `accent`, so the call to action stands out. */
  tone?: SiteSectionTone;
}

const isAppPath = (href: string) => href.startsWith('/');

/** A call to action: a title, a line of text and one button-styled link (e.g. 'Get Started Now' → /signup). */
export function CtaBanner({ actionLabel, href, tone = 'accent', ...props }: CtaBannerProps) {
  const { LinkComponent } = useRouterLink();
  const classes = siteSection({ tone, align: 'center' });
  return (
    <SiteSection tone={tone} align="center" {...props}>
      <div className={classes.actions}>
        <Button asChild size="lg">
          {isAppPath(href) ? <LinkComponent href={href}>{actionLabel}</LinkComponent> : <a href={href}>{actionLabel}</a>}
        </Button>
      </div>
    </SiteSection>
  );
}
