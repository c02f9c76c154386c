import { describe, expect, it } from 'vitest';
import { isModuleLoadError } from './StatusPage';

describe('isModuleLoadError', () => {
  it("knows each browser's words for a page module that could not be fetched", () => {
    expect(isModuleLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isModuleLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isModuleLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isModuleLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });
  it('leaves other errors to the generic fallback', () => {
    expect(isModuleLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isModuleLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isModuleLoadError(undefined)).toBe(false);
  });
});
