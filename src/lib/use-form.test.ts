import { describe, expect, it } from 'vitest';
import { hasErrors, recheckErrors } from './use-form';

interface Card {
  number: string;
  expiry: string;
  cvc: string;
}

describe('hasErrors', () => {
  it('is false for no problems, or only fields marked fine', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
  });

  it('is true when any field has a problem', () => {
    expect(hasErrors({ name: undefined, email: 'required' })).toBe(true);
  });
});

describe('recheckErrors', () => {
  it('clears a shown problem as soon as its field is fixed', () => {
    expect(recheckErrors<Card, string>({ number: 'required', cvc: 'required' }, { cvc: 'required' })).toEqual({
      cvc: 'required',
    });
  });

  it('lets a shown message follow what is typed', () => {
    expect(recheckErrors<Card, string>({ number: 'required' }, { number: 'invalid' })).toEqual({ number: 'invalid' });
  });

  it('flags no field that showed nothing, until the next submit', () => {
    expect(recheckErrors<Card, string>({ number: 'invalid' }, { number: 'invalid', expiry: 'required' })).toEqual({
      number: 'invalid',
    });
    expect(recheckErrors<Card, string>({}, { expiry: 'required' })).toEqual({});
  });
});
