import { type CollectionItem, type CollectionOptions, createListCollection, type ListCollection } from '@ark-ui/react/collection';

/**
 * Ark's `createListCollection`, with its string worked out once. Ark's Select and Combobox turn their
 * collection into a string on every render, to see whether it changed, which grows with the options (the list
 * opening, every arrow key). A collection's items never change once it is made (its methods return
 * a new one), so neither does its string.
 */
// Its type named through Ark: an inferred one would name @zag-js/collection, which a portal does not install.
export function createStableListCollection<T extends CollectionItem>(options: CollectionOptions<T>): ListCollection<T> {
  const collection = createListCollection(options);
  const text = collection.toString();
  collection.toString = () => text;
  return collection;
}
