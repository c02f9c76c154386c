import { ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { createStableListCollection } from '../../lib/list-collection';
import { Portal } from '../portal';
import {
  SelectContent,
  SelectControl,
  SelectIndicator,
  SelectLabel,
  SelectOptionRow,
  SelectPositioner,
  SelectRoot,
  SelectTrigger,
  SelectValueText,
} from '../select/Select';

export interface MultiChoiceFilterProps {
  /** Names the select: the column's header or the filter's own label. */
  label: string;
  /** What the trigger says while nothing is chosen, and so every row shows. */
  allLabel: string;
  /** The choices, in the list's order. */
  options: readonly { value: string; label: string }[];
  /** The chosen options' values. */
  value: readonly string[];
  /** Called with every choice ticked or unticked, with all the chosen values. */
  onChange: (value: string[]) => void;
  /** On the select's root, for its place in the toolbar. */
  className?: string;
}

/**
 * A column filter of several choices: a select whose list stays open while options are ticked (the WAI-ARIA
 * listbox with `aria-multiselectable`, Ark's), its trigger naming the chosen ones, or 'All' while none is.
 */
export function MultiChoiceFilter({ label, allLabel, options, value, onChange, className }: MultiChoiceFilterProps) {
  const collection = useMemo(() => createStableListCollection({ items: [...options] }), [options]);
  return (
    <SelectRoot
      className={className}
      collection={collection}
      multiple
      closeOnSelect={false}
      value={[...value]}
      onValueChange={(details) => onChange(details.value)}
      lazyMount
    >
      <SelectLabel>{label}</SelectLabel>
      <SelectControl>
        <SelectTrigger>
          <SelectValueText placeholder={allLabel} />
          <SelectIndicator>
            <ChevronDown aria-hidden />
          </SelectIndicator>
        </SelectTrigger>
      </SelectControl>
      <Portal>
        <SelectPositioner>
          <SelectContent>
            {collection.items.map((option) => (
              <SelectOptionRow key={option.value} item={option} />
            ))}
          </SelectContent>
        </SelectPositioner>
      </Portal>
    </SelectRoot>
  );
}
