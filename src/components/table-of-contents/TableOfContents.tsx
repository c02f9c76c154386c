import {
  Toc as ArkToc,
  type TocActiveChangeDetails,
  type TocItemData,
  type UseTocContext,
  useToc,
  useTocContext,
} from '@ark-ui/react/toc';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefAttributes,
  useContext,
} from 'react';
import { tableOfContents } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enTableOfContents } from '../../i18n/messages/en-table-of-contents';
import { createParts } from '../../lib/parts';
import { useReducedMotion } from '../../lib/reduced-motion';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enTableOfContents);

const { withProvider, withContext } = createParts(tableOfContents);

export interface TableOfContentsRootProps extends ArkToc.RootProps {}
export interface TableOfContentsRootProviderProps extends ArkToc.RootProviderProps {}
export interface TableOfContentsNavProps extends ArkToc.NavProps {}
export interface TableOfContentsTitleProps extends ArkToc.TitleProps {}
export interface TableOfContentsListProps extends ArkToc.ListProps {}
export interface TableOfContentsGroupProps extends ComponentPropsWithoutRef<'ul'> {}
export interface TableOfContentsItemProps extends ArkToc.ItemProps {}
export interface TableOfContentsLinkProps extends ArkToc.LinkProps {}
export interface TableOfContentsIndicatorProps extends ArkToc.IndicatorProps {}

// A smooth scroll to a heading, unless the reader asks for less motion; a `scrollBehavior` given wins.
function MotionAwareRoot(props: TableOfContentsRootProps & RefAttributes<HTMLDivElement>) {
  const reduced = useReducedMotion();
  return <ArkToc.Root {...props} scrollBehavior={props.scrollBehavior ?? (reduced ? 'instant' : 'smooth')} />;
}

// The heading an item stands for, so that its link needs no `href` of its own.
const ItemValueContext = createContext<string | undefined>(undefined);

function ValuedItem(props: TableOfContentsItemProps & RefAttributes<HTMLLIElement>) {
  return (
    <ItemValueContext value={props.item.value}>
      <ArkToc.Item {...props} />
    </ItemValueContext>
  );
}

// zag has no part for a nested list: this one is marked as the recipe's `group`.
function NestedList(props: TableOfContentsGroupProps & RefAttributes<HTMLUListElement>) {
  return <ul data-scope="toc" data-part="group" {...props} />;
}

/**
 * A plain click scrolls to the heading here, in the scrolling box (`scrollEl`) or the page, and moves focus to it,
 * as following the link would: Tab goes on from there. The address is left as it is (a click on a `#` link could
 * take an embedding frame elsewhere); a click that opens a new tab or window still follows the link.
 */
function ScrollingLink({ href, onClickCapture, ...props }: TableOfContentsLinkProps & RefAttributes<HTMLAnchorElement>) {
  const api = useTocContext();
  const value = useContext(ItemValueContext);
  const target = href ?? (value === undefined ? undefined : `#${value}`);
  return (
    <ArkToc.Link
      href={target}
      {...props}
      // Before zag's own click, which would push the hash and let the browser jump.
      onClickCapture={(event: MouseEvent<HTMLAnchorElement>) => {
        onClickCapture?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
          return;
        }
        const id = target?.startsWith('#') ? decodeURIComponent(target.slice(1)) : undefined;
        const heading = id ? event.currentTarget.ownerDocument.getElementById(id) : null;
        if (!id || !heading) return;
        event.preventDefault();
        api.scrollTo(id);
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }}
    />
  );
}

/**
 * The table's state: give it `items` (`{ value, depth }`: each heading's `id` and level) and, when the document
 * scrolls in a box of its own, `scrollEl` (a function that returns that box). Ark's toc observes the headings and
 * marks the current one: here only the first in view (`multiple` false), unless told otherwise. `onActiveChange`,
 * `activeIds`/`defaultActiveIds`, `rootMargin` (the band that counts as in view) and `scrollBehavior` (smooth,
 * instant under `prefers-reduced-motion`) are Ark's.
 */
export const TableOfContentsRoot = /* @__PURE__ */ withProvider(MotionAwareRoot, 'root', { multiple: false });
/** The root for state you create yourself with `useToc()` (Ark's), e.g. to scroll to a heading from outside. */
export const TableOfContentsRootProvider = /* @__PURE__ */ withProvider(ArkToc.RootProvider, 'root');
/** The `nav` landmark, named by its title. */
export const TableOfContentsNav = /* @__PURE__ */ withContext(ArkToc.Nav, 'nav');
/** The title ('On this page', from the `core.tableOfContents.title` message), an `h2` that names the `nav`. */
export const TableOfContentsTitle = /* @__PURE__ */ withContext(ArkToc.Title, 'title');
/** The list of links, hanging off a line at the inline start. */
export const TableOfContentsList = /* @__PURE__ */ withContext(ArkToc.List, 'list');
/** A nested list, inside an item, for the headings under that item's heading (h3 under h2): each level indents. */
export const TableOfContentsGroup = /* @__PURE__ */ withContext(NestedList, 'group');
/** One heading's entry (`item`: its `{ value, depth }`): its link, and a group for the headings under it. */
export const TableOfContentsItem = /* @__PURE__ */ withContext(ValuedItem, 'item');
/**
 * The link to the item's heading (`href` `#value` unless given): `aria-current="location"` while it is the current
 * heading, drawn in the accent. A click scrolls to the heading and moves focus to it, without changing the address.
 */
export const TableOfContentsLink = /* @__PURE__ */ withContext(ScrollingLink, 'link');
/** A bar over the current items, placed by zag (`--top`, `--left`, `--height`), for a table that wants it. */
export const TableOfContentsIndicator = /* @__PURE__ */ withContext(ArkToc.Indicator, 'indicator');
/** Render prop with the table's API (`activeIds`, `items`, `scrollTo`…). */
export const TableOfContentsContext = ArkToc.Context;

export {
  type TocActiveChangeDetails as TableOfContentsActiveChangeDetails,
  type TocItemData as TableOfContentsItemData,
  type UseTocContext,
  useToc,
  useTocContext,
};

/** One heading in the table: its element's `id`, its text and its level (2 for an `h2`). */
export interface TableOfContentsEntry {
  /** The heading element's `id`: the link goes to `#value`. */
  value: string;
  /** What the link says, usually the heading's text. */
  label: ReactNode;
  /** The heading's level, 2 for an `h2`: a deeper one nests under the entry before it. */
  depth: number;
}

export interface TableOfContentsProps
  extends Omit<TableOfContentsRootProps, 'items' | 'children' | 'title'>,
    RefAttributes<HTMLDivElement> {
  /** The document's headings, in order: `{ value: id, label, depth }` each. Deeper headings nest under the one before. */
  items: TableOfContentsEntry[];
  /** The title, which names the `nav`. Default 'On this page' in the page's language. */
  title?: ReactNode;
}

interface Branch {
  entry: TableOfContentsEntry;
  children: Branch[];
}

/** The entries as a tree: each one under the nearest entry before it of a lower depth. */
function branches(items: TableOfContentsEntry[]): Branch[] {
  const top: Branch[] = [];
  const open: Branch[] = [];
  for (const entry of items) {
    const branch = { entry, children: [] };
    while (open.length > 0 && (open.at(-1) as Branch).entry.depth >= entry.depth) open.pop();
    (open.at(-1)?.children ?? top).push(branch);
    open.push(branch);
  }
  return top;
}

function Entries({ of }: { of: Branch[] }) {
  return of.map(({ entry: { label, ...item }, children }) => (
    <TableOfContentsItem key={item.value} item={item}>
      <TableOfContentsLink>{label}</TableOfContentsLink>
      {children.length > 0 ? (
        <TableOfContentsGroup>
          <Entries of={children} />
        </TableOfContentsGroup>
      ) : null}
    </TableOfContentsItem>
  ));
}

/**
 * The "On this page" list beside a long document, e.g. a help article or a spec sheet (Ark's toc): a `nav` landmark
 * named by its title ('On this page' in the page's language), with a link to each heading (`#id`), nested by level,
 * the heading in view marked `aria-current="location"` as the reader scrolls. A click on a link scrolls to its
 * heading and moves focus there. Give `items` (`{ value: id, label, depth }`, in the document's order) and, when the
 * document scrolls in a box, `scrollEl`. Indents are logical, so right to left mirrors them.
 */
export function TableOfContents({ items, title, ...props }: TableOfContentsProps) {
  const { t } = useLanguage();
  return (
    <TableOfContentsRoot {...props} items={items.map(({ value, depth }) => ({ value, depth }))}>
      <TableOfContentsNav>
        <TableOfContentsTitle>{title ?? t('core.tableOfContents.title')}</TableOfContentsTitle>
        <TableOfContentsList>
          <Entries of={branches(items)} />
        </TableOfContentsList>
      </TableOfContentsNav>
    </TableOfContentsRoot>
  );
}
