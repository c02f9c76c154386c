import { ChevronRight, Ellipsis } from 'lucide-react';
import { type ComponentProps, type RefAttributes, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { breadcrumb } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enBreadcrumb } from '../../i18n/messages/en-breadcrumb';
import { createParts } from '../../lib/parts';
import { useRouterLink } from '../../lib/router-link';
import { IconButton } from '../button';
import { MenuContent, MenuItem, MenuPositioner, MenuRoot, MenuTrigger } from '../menu';
import { Portal } from '../portal';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enBreadcrumb);

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
export const BreadcrumbRoot = /* @__PURE__ */ withProvider('nav', 'root');
/** The ordered list of crumbs, from the top page down to the current one. */
export const BreadcrumbList = /* @__PURE__ */ withContext('ol', 'list');
/** One crumb (`<li>`): a link, or the current page, and the separator after it. */
export const BreadcrumbItem = /* @__PURE__ */ withContext('li', 'item');
/** A crumb's link, through the portal's router (`RouterLinkProvider`). */
export const BreadcrumbLink = /* @__PURE__ */ withContext(function RouterCrumb({
  ref,
  ...props
}: BreadcrumbLinkProps & RefAttributes<HTMLAnchorElement>) {
  const { LinkComponent } = useRouterLink();
  return <LinkComponent ref={ref} {...props} />;
}, 'link');
/** The current page: text, not a link, with `aria-current="page"`. */
export const BreadcrumbCurrent = /* @__PURE__ */ withContext(function Current({
  ref,
  ...props
}: BreadcrumbCurrentProps & RefAttributes<HTMLSpanElement>) {
  return <span ref={ref} aria-current="page" {...props} />;
}, 'current');
/** The mark between crumbs (a chevron unless you give children). Hidden from screen readers: the list says it. */
export const BreadcrumbSeparator = /* @__PURE__ */ withContext(function Separator({
  children,
  ref,
  ...props
}: BreadcrumbSeparatorProps & RefAttributes<HTMLSpanElement>) {
  return (
    <span ref={ref} aria-hidden="true" {...props}>
      {children ?? <ChevronRight data-mirror="" />}
    </span>
  );
}, 'separator');

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
  /**
   * When the crumbs do not fit on one line, collapse more of the middle ones (down to the first and the
   * current page) until they do, and show them again when there is room. Default true; false lets them wrap.
   */
  collapseWhenNarrow?: boolean;
}

/**
 * True when the list's items sit on more than one line. While fitting, the list has `data-fit` and its items
 * neither shrink nor wrap their text, so a crumb too wide for the line moves to the next one and shows here.
 */
function wraps(list: HTMLOListElement) {
  const items = list.children;
  if (items.length < 2) return false;
  const first = (items[0] as HTMLElement).getBoundingClientRect();
  const last = (items[items.length - 1] as HTMLElement).getBoundingClientRect();
  return last.top >= first.bottom - 1;
}

/**
 * How many crumbs fit on one line of `list`, at most `most`: after each render that wraps, one fewer (before
 * the browser paints), and all again when the list's box changes size or the crumbs (`crumbs`, their text) change.
 */
function useCrumbsThatFit(list: RefObject<HTMLOListElement | null>, crumbs: string, most: number, enabled: boolean) {
  const [fit, setFit] = useState({ crumbs, most, count: most });
  // Other crumbs (another page, or the same number with other labels): start again from all of them.
  const count = fit.crumbs === crumbs && fit.most === most ? fit.count : most;
  useLayoutEffect(() => {
    const element = list.current;
    if (enabled && element && count > 2 && wraps(element)) setFit({ crumbs, most, count: count - 1 });
  });
  useLayoutEffect(() => {
    const element = list.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    let width = Math.round(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      if (next === width) return;
      width = next;
      setFit({ crumbs, most, count: most });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, crumbs, most, enabled]);
  return enabled ? Math.min(count, most) : most;
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
 * `aria-current="page"`. The separators are hidden from screen readers. With `maxItems`, or when the crumbs do
 * not fit on one line, the middle crumbs collapse into a 'Show more' menu button (Menu): Enter or ArrowDown
 * opens it, the arrows move, Enter follows.
 */
export function Breadcrumb({ items, maxItems, collapseWhenNarrow = true, ...rootProps }: BreadcrumbProps) {
  const { t } = useLanguage();
  const list = useRef<HTMLOListElement | null>(null);
  // The crumbs' text, not the array, which a page usually builds anew on every render.
  const crumbs = items.map((item) => item.label).join('\n');
  const fitting = useCrumbsThatFit(
    list,
    crumbs,
    Math.max(2, Math.min(maxItems ?? items.length, items.length)),
    collapseWhenNarrow,
  );
  const collapse = items.length > fitting;
  const tail = collapse ? Math.max(1, fitting - 1) : items.length;
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
      <BreadcrumbList ref={list} data-fit={collapseWhenNarrow && fitting > 2 ? '' : undefined}>
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
