import { describe, expect, it } from 'vitest';
import { gridColumnsStyle } from './Layout';

describe("Grid's columns", () => {
  it('sets every breakpoint, each left out taking the one below it', () => {
    expect(gridColumnsStyle({ base: 1, md: 2, xl: 4 })).toEqual({
      '--layout-grid-columns-base': 1,
      '--layout-grid-columns-sm': 1,
      '--layout-grid-columns-md': 2,
      '--layout-grid-columns-lg': 2,
      '--layout-grid-columns-xl': 4,
    });
  });

  it('takes a number for every width, and one column by default', () => {
    expect(Object.values(gridColumnsStyle(3))).toEqual([3, 3, 3, 3, 3]);
    expect(Object.values(gridColumnsStyle())).toEqual([1, 1, 1, 1, 1]);
    // A count given from a breakpoint up leaves the smaller screens at one column.
    expect(Object.values(gridColumnsStyle({ lg: 3 }))).toEqual([1, 1, 1, 3, 3]);
  });
});
