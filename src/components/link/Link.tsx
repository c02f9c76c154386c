import { ark } from '@ark-ui/react/factory';
import { ExternalLink } from 'lucide-react';
import { type ComponentProps, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { VisuallyHidden } from '../visually-hidden';

export type LinkVariant = 'inline' | 'plain';

export interface LinkProps extends ComponentProps<typeof ark.a> {
  /**
   * `inline` (default): accent colour and underlined, for links in running text.
   * `plain`: inherits the text colour and underlines on hover, for navigation; `aria-current="page"` makes it bold.
   */
  variant?: LinkVariant;
  /**
   * A link that leaves the app: opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells
   * screen-reader users '(opens in a new tab)' in the active language.
   */
  external?: boolean;
}

/**
 * A link. With `asChild` it styles its child instead, so a router's link component keeps its navigation:
 * `<Link asChild><RouterLink to="/pricing">Pricing</RouterLink></Link>`.
 */
export function Link({ variant, external = false, className, children, asChild, target, rel, ...props }: LinkProps) {
  const { t } = useLanguage();
  let content: ReactNode = children;
  if (external) {
    const marker = (
      <>
        <ExternalLink aria-hidden />
        <VisuallyHidden> {t('core.link.newTab')}</VisuallyHidden>
      </>
    );
    if (!asChild) {
      content = (
        <>
          {children}
          {marker}
        </>
      );
    } else if (isValidElement<{ children?: ReactNode }>(children)) {
      // With asChild the child is the anchor: the marker goes inside it.
      const child = children as ReactElement<{ children?: ReactNode }>;
      content = cloneElement(
        child,
        undefined,
        <>
          {child.props.children}
          {marker}
        </>,
      );
    }
  }
  const relValues = external ? [...new Set([...(rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])] : null;
  return (
    <ark.a
      asChild={asChild}
      className={cx(link({ variant }), className)}
      target={external ? '_blank' : target}
      rel={relValues ? relValues.join(' ') : rel}
      {...props}
    >
      {content}
    </ark.a>
  );
}
