import { describe, expect, it } from 'vitest';
import { sameFormValues } from './submit-once';

describe('sameFormValues', () => {
  it('compares form states field by field', () => {
    expect(sameFormValues({ name: '', quantity: 0 }, { name: '', quantity: 0 })).toBe(true);
    expect(sameFormValues({ name: '', quantity: 0 }, { name: 'a', quantity: 0 })).toBe(false);
    expect(sameFormValues({ text: '', attachment: undefined }, { text: '' })).toBe(true);
    expect(sameFormValues({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameFormValues('2026-02-01', '2026-02-01')).toBe(true);
    expect(sameFormValues(null, {})).toBe(false);
  });
});
