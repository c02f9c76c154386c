import { describe, expect, it } from 'vitest';
import { createStableListCollection } from './list-collection';

describe('createStableListCollection', () => {
  it('reads its items once for its string, however often it is asked', () => {
    let reads = 0;
    const items = [
      { value: 'soda', label: 'Soda' },
      { value: 'tonic', label: 'Tonic', disabled: true },
    ];
    const collection = createStableListCollection({
      items,
      itemToString: (item) => {
        reads += 1;
        return item.label;
      },
      isItemDisabled: (item) => item.disabled === true,
    });
    const first = collection.toString();
    const readsForOne = reads;
    expect(first).toBe('soda:Soda,tonic:Tonic:true,');
    expect(collection.toString()).toBe(first);
    expect(collection.toString()).toBe(first);
    expect(reads).toBe(readsForOne);
  });
});
