import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { textOf } from './text-of';

describe('textOf', () => {
  it('reads strings and numbers through nested elements, in order', () => {
    const node = createElement('span', null, createElement('svg'), createElement('b', null, 'Arrival'), ' ', 3);
    expect(textOf(node)).toBe('Arrival 3');
  });
  it('reads nothing from empty nodes and booleans', () => {
    expect(textOf([null, undefined, false, true])).toBe('');
  });
});
