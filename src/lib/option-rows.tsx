// The option rows of Select and Combobox (and the lists built on them): one row's look, and a long list's rows
// in view only. Each passes its own Ark parts and state, so the rows are written once.
import type { ListCollection } from '@ark-ui/react/collection';
import { Check } from 'lucide-react';
import type { ComponentType, ReactNode, RefObject } from 'react';
import { type VirtualRowProps, VirtualRows } from './virtual-rows';

/** An option as its row shows it: the label, in the option's own language where it has one. */
export interface ShownOption {
  value: string;
  label: string;
  lang?: string;
}

/** A row's props: its option, and where it sits when the list is virtualised. */
export interface OptionRowProps<O> extends Partial<VirtualRowProps> {
  /** The option the row shows and chooses. */
  item: O;
}

/** The Ark parts one option's row is made of, Select's or Combobox's. */
export interface OptionRowParts<O> {
  Item: ComponentType<OptionRowProps<O> & { children?: ReactNode }>;
  ItemText: ComponentType<{ lang?: string; children?: ReactNode }>;
  ItemIndicator: ComponentType<{ children?: ReactNode }>;
}

/** The row of one option made of `parts`: its label, and the check shown while it is chosen. */
export function createOptionRow<O extends ShownOption>({ Item, ItemText, ItemIndicator }: OptionRowParts<O>) {
  return function OptionRow({ item, ...props }: OptionRowProps<O>) {
    return (
      <Item item={item} {...props}>
        <ItemText lang={item.lang}>{item.label}</ItemText>
        <ItemIndicator>
          <Check aria-hidden />
        </ItemIndicator>
      </Item>
    );
  };
}

export interface VirtualOptionsProps<O extends ShownOption> {
  /** The list's options. */
  collection: ListCollection<O>;
  /** The option highlighted as the list opens, brought into view once the rows have loaded. */
  highlightedValue: string | null;
  /** The list's scrolling box. */
  scrollElement: HTMLDivElement | null;
  /** Set while the rows are shown: brings a row into view (the list's `scrollToIndexFn` calls it). */
  scrollTo: RefObject<((index: number) => void) | null>;
  /** The row of one option. */
  Row: ComponentType<OptionRowProps<O>>;
}

/** A long list's options in view only (see `VirtualRows`). */
export function VirtualOptions<O extends ShownOption>({
  collection,
  highlightedValue,
  scrollElement,
  scrollTo,
  Row,
}: VirtualOptionsProps<O>) {
  return (
    <VirtualRows
      count={collection.size}
      scrollElement={scrollElement}
      scrollTo={scrollTo}
      initialIndex={highlightedValue === null ? -1 : collection.indexOf(highlightedValue)}
      row={(index, props) => {
        const item = collection.items[index];
        return <Row key={item.value} item={item} {...props} />;
      }}
    />
  );
}
