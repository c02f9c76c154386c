import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP, normalizeSignup, validateSignup } from './signup';

const valid = { fullName: 'Anna Svensson', email: 'anna@nordfrakt.se', password: 'secret', company: 'Nordfrakt' };

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });
  it('requires all four fields', () => {
    expect(validateSignup(EMPTY_SIGNUP)).toEqual({
      fullName: 'required',
      email: 'required',
      password: 'required',
      company: 'required',
    });
  });
  it('treats whitespace-only name, e-mail and company as blank', () => {
    expect(validateSignup({ ...valid, fullName: '   ', email: ' \t', company: '\n' })).toEqual({
      fullName: 'required',
      email: 'required',
      company: 'required',
    });
  });
  it('keeps a password of spaces: no strength rules are specified', () => {
    expect(validateSignup({ ...valid, password: '   ' })).toEqual({});
  });
  it('refuses a malformed e-mail', () => {
    for (const email of ['anna', 'anna@', '@nordfrakt.se', 'anna@nordfrakt', 'an na@nordfrakt.se']) {
      expect(validateSignup({ ...valid, email })).toEqual({ email: 'invalidEmail' });
    }
  });
  it('accepts an e-mail with surrounding spaces', () => {
    expect(validateSignup({ ...valid, email: '  anna@nordfrakt.se ' })).toEqual({});
  });
});

describe('normalizeSignup', () => {
  it('trims everything but the password', () => {
    expect(normalizeSignup({ fullName: ' Anna ', email: ' a@b.se ', password: ' pw ', company: ' N ' })).toEqual({
      fullName: 'Anna',
      email: 'a@b.se',
      password: ' pw ',
      company: 'N',
    });
  });
});
