import { describe, expect, it } from 'vitest';
import { focusTargetOf, hasErrors, keepUnchanged, mergeErrors, recheckErrors } from './use-form';

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

describe('keepUnchanged', () => {
  it("keeps a server's problem while its field stays as it was sent", () => {
    const sent = { company: 'Fizz', email: 'taken@example.com' };
    const errors = { email: 'This email already has an account.' };
    expect(keepUnchanged(errors, sent, { ...sent, company: 'Fizz AB' })).toEqual(errors);
  });

  it('drops it as soon as that field changes', () => {
    const sent = { company: 'Fizz', email: 'taken@example.com' };
    expect(keepUnchanged({ email: 'This email already has an account.' }, sent, { ...sent, email: 'orders@fizz.se' })).toEqual(
      {},
    );
  });
});

describe('mergeErrors', () => {
  it("shows the form's own problem before a server's, and a server's where the form found none", () => {
    expect(mergeErrors({ company: 'Enter the company.', email: undefined }, { email: 'Taken.', company: 'Unknown.' })).toEqual({
      company: 'Enter the company.',
      email: 'Taken.',
    });
  });
});

describe('focusTargetOf', () => {
  const radio = (value: string, more: { checked?: boolean; disabled?: boolean } = {}) => ({
    name: 'plan',
    type: 'radio',
    value,
    ...more,
  });

  it('is the control itself for anything but a radio', () => {
    const email = { name: 'email', type: 'email' };
    expect(focusTargetOf([email], email)).toBe(email);
  });

  it("is a radio group's checked radio, where Tab enters the group", () => {
    const group = [radio('starter'), radio('pro', { checked: true }), radio('team')];
    expect(focusTargetOf(group, group[0])).toBe(group[1]);
  });

  it("is a group's first enabled radio when none is checked: a disabled one cannot take focus", () => {
    const group = [radio('starter', { disabled: true }), radio('pro'), radio('team')];
    expect(focusTargetOf(group, group[0])).toBe(group[1]);
  });

  it('keeps to the radios of the same name', () => {
    const other = { name: 'billing', type: 'radio', value: 'annual', checked: true };
    const group = [radio('starter', { disabled: true }), radio('pro')];
    expect(focusTargetOf([other, ...group], group[0])).toBe(group[1]);
  });
});

describe('focusTargetOf a checkbox', () => {
  const box = (value: string, disabled = false) => ({ name: 'services', type: 'checkbox', value, disabled });

  it('is the box itself when it can take focus', () => {
    const group = [box('design'), box('printing')];
    expect(focusTargetOf(group, group[0])).toBe(group[0]);
  });

  it("is a group's first enabled box when the first is disabled, which cannot take focus", () => {
    const terms = { name: 'terms', type: 'checkbox' };
    const group = [box('design', true), box('printing', true), box('filling')];
    expect(focusTargetOf([terms, ...group], group[0])).toBe(group[2]);
  });
});
