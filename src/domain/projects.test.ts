import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROJECT_REQUEST,
  isProjectList,
  PACKAGE_TYPES,
  PRODUCT_TYPES,
  productTypesFor,
  projectFromRequest,
  projectStatusTone,
  repairProjectList,
  toIsoDate,
  validateProjectRequest,
  withCategory,
} from './projects';

describe('projectStatusTone (row colours)', () => {
  it('colours the known statuses', () => {
    expect(projectStatusTone('Completed')).toBe('success');
    expect(projectStatusTone('In Production')).toBe('info');
    expect(projectStatusTone('Contract Signed')).toBe('purple');
  });
  it('makes anything else amber', () => {
    expect(projectStatusTone('In Review')).toBe('warning');
    expect(projectStatusTone('On Hold')).toBe('warning');
    expect(projectStatusTone('')).toBe('warning');
    expect(projectStatusTone('completed')).toBe('warning');
  });
});

describe('product types', () => {
  it('lists the beverages exactly, Cocktais spelt so', () => {
    expect(PRODUCT_TYPES.Beverages).toEqual([
      'Energy drinks',
      'Water',
      'Sodas',
      'Vitamin Water',
      'Isotonics',
      'Cocktais',
      'Mocktails',
      'Wine',
      'Vodka',
      'Champagne',
      'Prosecco',
    ]);
  });
  it('lists the supplements exactly, Sashets/Powder spelt so', () => {
    expect(PRODUCT_TYPES.Supplements).toEqual(['Gummies', 'Health shots', 'Sashets/Powder', 'Protein powder', 'Weight control']);
  });
  it('offers no types without a category', () => {
    expect(productTypesFor(null)).toEqual([]);
    expect(productTypesFor(undefined)).toEqual([]);
    expect(productTypesFor('Supplements')).toBe(PRODUCT_TYPES.Supplements);
  });
  it('has the four package types', () => {
    expect(PACKAGE_TYPES).toEqual(['cans', 'petBottle', 'glass', 'sachets']);
  });
});

describe('withCategory', () => {
  it('resets the product type when the category changes', () => {
    const request = { ...EMPTY_PROJECT_REQUEST, category: 'Beverages' as const, productType: 'Water' as const };
    expect(withCategory(request, 'Supplements')).toMatchObject({ category: 'Supplements', productType: '' });
    expect(withCategory(request, '')).toMatchObject({ category: '', productType: '' });
  });
  it('keeps it when the same category is chosen again', () => {
    const request = { ...EMPTY_PROJECT_REQUEST, category: 'Beverages' as const, productType: 'Water' as const };
    expect(withCategory(request, 'Beverages')).toBe(request);
  });
});

describe('validateProjectRequest', () => {
  const valid = { ...EMPTY_PROJECT_REQUEST, name: 'Anna Svensson', company: 'Nordic Drinks AB', email: 'anna@nordic.se' };
  it('accepts name, company and a well-formed email; everything else is optional', () => {
    expect(validateProjectRequest(valid)).toEqual({});
  });
  it('requires name, company and email, blank counting as missing', () => {
    expect(validateProjectRequest(EMPTY_PROJECT_REQUEST)).toEqual({ name: 'required', company: 'required', email: 'required' });
    expect(validateProjectRequest({ ...valid, name: '   ', company: '\t' })).toEqual({ name: 'required', company: 'required' });
  });
  it.each(['anna', 'anna@', 'anna@nordic', '@nordic.se', 'anna nordic@x.se', 'a@b.'])('rejects the email %s', (email) => {
    expect(validateProjectRequest({ ...valid, email })).toEqual({ email: 'invalidEmail' });
  });
  it('accepts an email with surrounding spaces', () => {
    expect(validateProjectRequest({ ...valid, email: '  anna@nordic.se ' })).toEqual({});
  });
});

describe('projectFromRequest', () => {
  it('turns a request into an In Review project at progress 0', () => {
    const project = projectFromRequest(
      {
        ...EMPTY_PROJECT_REQUEST,
        name: 'Anna',
        company: ' Nordic Drinks AB ',
        email: 'anna@nordic.se',
        category: 'Supplements',
        productType: 'Gummies',
        packageType: 'glass',
        quantityPosition: 3,
      },
      'r-1',
      '2026-01-05',
    );
    expect(project).toEqual({
      id: 'r-1',
      name: 'Gummies – Nordic Drinks AB',
      category: 'Supplements',
      type: 'Gummies',
      package: 'glass',
      quantity: 150_000,
      submissionDate: '2026-01-05',
      progress: 0,
      status: 'In Review',
    });
  });
  it('keeps unanswered optional fields empty', () => {
    const project = projectFromRequest(
      { ...EMPTY_PROJECT_REQUEST, name: 'A', company: 'Acme', email: 'a@b.co' },
      'r-2',
      '2026-01-05',
    );
    expect(project).toMatchObject({ name: 'Acme', category: null, type: '', package: null, quantity: 15_000 });
    expect(isProjectList([project])).toBe(true);
  });
});

describe('isProjectList', () => {
  it('rejects malformed stored data', () => {
    expect(isProjectList(null)).toBe(false);
    expect(isProjectList([{ id: 1 }])).toBe(false);
    expect(isProjectList('[]')).toBe(false);
    expect(isProjectList([])).toBe(true);
  });
});

describe('toIsoDate', () => {
  it('writes the local calendar day', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('repairProjectList (stored requests)', () => {
  const good = {
    id: 'req-1',
    name: 'Gummies – Acme',
    category: 'Supplements',
    type: 'Gummies',
    package: 'sachets',
    quantity: 15000,
    submissionDate: '2026-01-15',
    progress: 0,
    status: 'In Review',
  };

  it('keeps a good list as it is', () => {
    expect(repairProjectList([good])).toEqual([good]);
    expect(repairProjectList([])).toEqual([]);
  });

  it('ignores what is not a list', () => {
    expect(repairProjectList(null)).toBeUndefined();
    expect(repairProjectList({ 0: good })).toBeUndefined();
    expect(repairProjectList('[]')).toBeUndefined();
  });

  it('drops an entry whose submission date is not a real date', () => {
    for (const submissionDate of ['not a date', '', '2026-02-30', '15/01/2026', null, 20260115]) {
      expect(repairProjectList([{ ...good, id: 'bad', submissionDate }, good])).toEqual([good]);
    }
    // A full timestamp is still a date.
    expect(repairProjectList([{ ...good, submissionDate: '2026-01-15T09:00:00.000Z' }])).toHaveLength(1);
  });

  it('drops an entry with no id or no name', () => {
    const { id: _id, ...noId } = good;
    expect(repairProjectList([noId, { ...good, id: '' }, { ...good, id: 7 }, { ...good, name: null }, 'x', null])).toEqual([]);
  });

  it('clamps progress to 0–100 (missing → 0)', () => {
    expect(repairProjectList([{ ...good, progress: 250 }])?.[0]?.progress).toBe(100);
    expect(repairProjectList([{ ...good, progress: -20 }])?.[0]?.progress).toBe(0);
    expect(repairProjectList([{ ...good, progress: '50' }])?.[0]?.progress).toBe(0);
    expect(repairProjectList([{ ...good, progress: 42 }])?.[0]?.progress).toBe(42);
  });

  it('clamps a negative quantity to 0 and drops one that is not a finite number', () => {
    expect(repairProjectList([{ ...good, quantity: -500 }])?.[0]?.quantity).toBe(0);
    // JSON.parse('1e400') is Infinity.
    expect(repairProjectList(JSON.parse(`[${JSON.stringify(good).replace('15000', '1e400')}]`))).toEqual([]);
    expect(repairProjectList([{ ...good, quantity: 'lots' }])).toEqual([]);
    expect(repairProjectList([{ ...good, quantity: null }])).toEqual([]);
  });

  it('keeps the first of two entries with the same id', () => {
    const second = { ...good, name: 'Second' };
    expect(repairProjectList([good, second])).toEqual([good]);
  });

  it('turns an unknown category, package, type or status into none / In Review', () => {
    expect(repairProjectList([{ ...good, category: 'Cars', package: 'barrel', type: 3, status: 4 }])).toEqual([
      { ...good, category: null, package: null, type: '', status: 'In Review' },
    ]);
  });
});
