import { isValidElement, type ReactNode } from 'react';

/**
 * The text a node renders, read from its tree: strings and numbers, and the children of elements in it
 * (`<Menu.ItemText>Arrival</Menu.ItemText>` reads 'Arrival'). Components that draw text from other props
 * are not run, so their text is not in it.
 */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}
