import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { dataList } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(dataList);

/** `horizontal`: labels in one column, values beside them. `vertical`: each value under its label. */
export type DataListOrientation = 'horizontal' | 'vertical';
export type DataListSize = 'sm' | 'md' | 'lg';

export interface DataListRootProps extends HTMLArkProps<'dl'> {
  /** Labels beside their values (`horizontal`, the default), or above them (`vertical`, for a narrow column). */
  orientation?: DataListOrientation;
  /** The text size and the space between items. */
  size?: DataListSize;
  /** A line between items, for a long list read row by row. */
  divided?: boolean;
}
export interface DataListItemProps extends HTMLArkProps<'div'> {}
export interface DataListLabelProps extends HTMLArkProps<'dt'> {}
export interface DataListValueProps extends HTMLArkProps<'dd'> {}

/** The list: a `<dl>`, which assistive technology reads as terms and their definitions. */
export const DataListRoot = /* @__PURE__ */ withProvider<
  typeof ark.dl,
  { orientation?: DataListOrientation; size?: DataListSize; divided?: boolean }
>(ark.dl, 'root');
/** One pair: a label and its value (or several values, each a `DataList.Value`). */
export const DataListItem = /* @__PURE__ */ withContext(ark.div, 'item');
/** What the value is, e.g. "Order" or "Ship to": a `<dt>`. */
export const DataListLabel = /* @__PURE__ */ withContext(ark.dt, 'label');
/** The value: text, a Badge, a Link, a Clipboard… a `<dd>`. */
export const DataListValue = /* @__PURE__ */ withContext(ark.dd, 'value');
