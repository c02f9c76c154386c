import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from 'styled-system/css';
import { siteSection } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { Heading } from '../../../components/heading';
import { useLanguage } from '../../../i18n/LanguageProvider';
import type { MessageKey } from '../../../i18n/messages';
import { useRouterLink } from '../../../lib/router-link';

export type SiteSectionTone = 'plain' | 'subtle' | 'accent';
export type SiteSectionAlign = 'start' | 'center';
/** Heading level of a section's title: 1 for the page's own title, 2 for a section of a page. */
export type SiteSectionLevel = 1 | 2;

export interface SiteSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The section's anchor, e.g. `features` so `/#features` scrolls to it. */
  id?: string;
  /** Message key of the section's title. The section is a region named by this title. */
  titleKey: MessageKey;
  /** Message key of the line under the title. */
  descriptionKey?: MessageKey;
  /** 1 makes the title the page's `<h1>`; 2 (default) a section heading. */
  level?: SiteSectionLevel;
  /** Background: `plain` page colour, `subtle` grey band, `accent` tinted band. */
  tone?: SiteSectionTone;
  /** Aligns the title block. */
  align?: SiteSectionAlign;
  /** The section's content under the title. */
  children?: ReactNode;
}

/** A titled band of the public site: a `<section>` named by its heading, with a translated title and intro. */
export function SiteSection({
  id,
  titleKey,
  descriptionKey,
  level = 2,
  tone,
  align,
  className,
  children,
  ...props
}: SiteSectionProps) {
  const { t } = useLanguage();
  const headingId = useId();
  const classes = siteSection({ tone, align });
  return (
    <section id={id} aria-labelledby={headingId} className={cx(classes.root, className)} {...props}>
      <div className={classes.inner}>
        <div className={classes.header}>
          <Heading as={level === 1 ? 'h1' : 'h2'} size={level === 1 ? 'h1' : 'h2'} id={headingId} className={classes.title}>
            {t(titleKey)}
          </Heading>
          {descriptionKey ? <p className={classes.description}>{t(descriptionKey)}</p> : null}
        </div>
        {children ? <div className={classes.body}>{children}</div> : null}
      </div>
    </section>
  );
}

export interface CtaBannerProps extends Omit<SiteSectionProps, 'children' | 'align'> {
  /** Message key of the button's text. */
  actionKey: MessageKey;
  /** Where the button leads: an app path such as `/signup` (router link), or a `mailto:`/`#` address (plain link). */
  href: string;
  /** Background of the band. Defaults to `accent`, so the call to action stands out. */
  tone?: SiteSectionTone;
}

const isAppPath = (href: string) => href.startsWith('/');

/** A call to action: a title, a line of text and one button-styled link (e.g. 'Get Started Now' → /signup). */
export function CtaBanner({ actionKey, href, tone = 'accent', ...props }: CtaBannerProps) {
  const { t } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const classes = siteSection({ tone, align: 'center' });
  return (
    <SiteSection tone={tone} align="center" {...props}>
      <div className={classes.actions}>
        <Button asChild size="lg">
          {isAppPath(href) ? <LinkComponent href={href}>{t(actionKey)}</LinkComponent> : <a href={href}>{t(actionKey)}</a>}
        </Button>
      </div>
    </SiteSection>
  );
}
