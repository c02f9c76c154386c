import { ChevronRight, Ellipsis } from 'lucide-react';
import { type ComponentProps, forwardRef, type RefAttributes } from 'react';
import { breadcrumb } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createParts } from '../../lib/parts';
import { useRouterLink } from '../../lib/router-link';
import { IconButton } from '../button';
import { MenuContent, MenuItem, MenuPositioner, MenuRoot, MenuTrigger } from '../menu';
import { Portal } from '../portal';

const { withProvider, withContext } = createParts(breadcrumb);

export interface BreadcrumbRootProps extends ComponentProps<'nav'> {}
export interface BreadcrumbListProps extends ComponentProps<'ol'> {}
export interface BreadcrumbItemProps extends ComponentProps<'li'> {}
export interface BreadcrumbLinkProps extends ComponentProps<'a'> {
  /** Where the crumb leads; rendered by the `RouterLinkProvider`'s link component (a plain `<a>` without one). */
  href: string;
}
export interface BreadcrumbCurrentProps extends ComponentProps<'span'> {}
export interface BreadcrumbSeparatorProps extends ComponentProps<'span'> {}

/** The `nav` landmark. Name it (`aria-label`), translated; the convenience Breadcrumb names it 'Breadcrumb'. */
export const BreadcrumbRoot = withProvider('nav', 'root');
/** The ordered list of crumbs, from the top page down to the current one. */
export const BreadcrumbList = withContext('ol', 'list');
/** One crumb (`<li>`): a link, or the current page, and the separator after it. */
export const BreadcrumbItem = withContext('li', 'item');
/** A crumb's link, through the portal's router (`RouterLinkProvider`). */
export const BreadcrumbLink = withContext(
  forwardRef<HTMLAnchorElement, BreadcrumbLinkProps>(function RouterCrumb(props, ref) {
    const { LinkComponent } = useRouterLink();
    return <LinkComponent ref={ref} {...props} />;
  }),
  'link',
);
/** The current page: text, not a link, with `aria-current="page"`. */
export const BreadcrumbCurrent = withContext(
  forwardRef<HTMLSpanElement, BreadcrumbCurrentProps>(function Current(props, ref) {
    return <span ref={ref} aria-current="page" {...props} />;
  }),
  'current',
);
/** The mark between crumbs (a chevron unless you give children). Hidden from screen readers: the list says it. */
export const BreadcrumbSeparator = withContext(
  forwardRef<HTMLSpanElement, BreadcrumbSeparatorProps>(function Separator({ children, ...props }, ref) {
    return (
      <span ref={ref} aria-hidden="true" {...props}>
        {children ?? <ChevronRight />}
      </span>
    );
  }),
  'separator',
);

/** One crumb of the convenience Breadcrumb. */
export interface BreadcrumbEntry {
  /** What the crumb says. */
  label: string;
  /** Where it leads. The last crumb is the current page and is never a link, so it needs none. */
  href?: string;
}

export interface BreadcrumbProps extends Omit<BreadcrumbRootProps, 'children'>, RefAttributes<HTMLElement> {
  /** The crumbs, from the top page down to the current one (the last). */
  items: readonly BreadcrumbEntry[];
  /**
   * The most crumbs shown. With more, the first stays, the last `maxItems - 1` stay, and those between collapse
   * into one 'Show more' button whose menu lists them as links. At least 2; by default all are shown.
   */
  maxItems?: number;
}

/** The 'Show more' button and the menu of the crumbs it stands for. */
function Collapsed({ items }: { items: readonly BreadcrumbEntry[] }) {
  const { t } = useLanguage();
  const { LinkComponent } = useRouterLink();
  return (
    <MenuRoot lazyMount unmountOnExit>
      <MenuTrigger asChild>
        <IconButton size="sm" className={breadcrumb().ellipsis} aria-label={t('core.breadcrumb.more')}>
          <Ellipsis aria-hidden />
        </IconButton>
      </MenuTrigger>
      <Portal>
        <MenuPositioner>
          <MenuContent>
            {items.map((item, index) => (
              <MenuItem key={`${index}-${item.href}`} value={String(index)} valueText={item.label} asChild>
                <LinkComponent href={item.href ?? ''}>{item.label}</LinkComponent>
              </MenuItem>
            ))}
          </MenuContent>
        </MenuPositioner>
      </Portal>
    </MenuRoot>
  );
}

/**
 * Where the current page sits: a `nav` named 'Breadcrumb' (in the active language) around an ordered list of
 * links to the pages above it, through the portal's router, and the current page last, as text with
 * `aria-current="page"`. The separators are hidden from screen readers. With `maxItems`, the middle crumbs
 * collapse into a 'Show more' menu button (Menu): Enter or ArrowDown opens it, the arrows move, Enter follows.
 */
export function Breadcrumb({ items, maxItems, ...rootProps }: BreadcrumbProps) {
  const { t } = useLanguage();
  const collapse = maxItems !== undefined && items.length > Math.max(2, maxItems);
  const tail = collapse ? Math.max(1, (maxItems ?? 2) - 1) : items.length;
  const head = collapse ? items.slice(0, 1) : [];
  const hidden = collapse ? items.slice(1, items.length - tail) : [];
  const shown = items.slice(items.length - tail);
  const crumb = (item: BreadcrumbEntry, last: boolean) =>
    last || item.href === undefined ? (
      <BreadcrumbCurrent aria-current={last ? 'page' : undefined}>{item.label}</BreadcrumbCurrent>
    ) : (
      <BreadcrumbLink href={item.href}>{item.label}</BreadcrumbLink>
    );
  return (
    <BreadcrumbRoot aria-label={t('core.breadcrumb.label')} {...rootProps}>
      <BreadcrumbList>
        {head.map((item, index) => (
          <BreadcrumbItem key={`head-${index}`}>
            {crumb(item, false)}
            <BreadcrumbSeparator />
          </BreadcrumbItem>
        ))}
        {hidden.length > 0 ? (
          <BreadcrumbItem>
            <Collapsed items={hidden} />
            <BreadcrumbSeparator />
          </BreadcrumbItem>
        ) : null}
        {shown.map((item, index) => {
          const last = index === shown.length - 1;
          return (
            <BreadcrumbItem key={`${index}-${item.href}`}>
              {crumb(item, last)}
              {last ? null : <BreadcrumbSeparator />}
            </BreadcrumbItem>
          );
        })}
      </BreadcrumbList>
    </BreadcrumbRoot>
  );
}

// The parts under short names, with their props types: <Breadcrumb.Root>, Breadcrumb.RootProps…
export namespace Breadcrumb {
  export const Root = BreadcrumbRoot;
  export const List = BreadcrumbList;
  export const Item = BreadcrumbItem;
  export const Link = BreadcrumbLink;
  export const Current = BreadcrumbCurrent;
  export const Separator = BreadcrumbSeparator;
  export type RootProps = BreadcrumbRootProps;
  export type ListProps = BreadcrumbListProps;
  export type ItemProps = BreadcrumbItemProps;
  export type LinkProps = BreadcrumbLinkProps;
  export type CurrentProps = BreadcrumbCurrentProps;
  export type SeparatorProps = BreadcrumbSeparatorProps;
  export type Entry = BreadcrumbEntry;
}
