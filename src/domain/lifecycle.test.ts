import { describe, expect, it } from 'vitest';
import { clampProgress, currentLifecycleStep, LIFECYCLE_STEPS, lifecycleStepState, projectProgressById } from './lifecycle';

describe('LIFECYCLE_STEPS', () => {
  it('has the ten lifecycle steps in order with their thresholds', () => {
    expect(LIFECYCLE_STEPS.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(LIFECYCLE_STEPS.map((s) => s.progressThreshold)).toEqual([0, 10, 20, 30, 40, 50, 70, 80, 90, 100]);
    expect(LIFECYCLE_STEPS[0]?.key).toBe('pending');
    expect(LIFECYCLE_STEPS[9]?.key).toBe('done');
  });
});

describe('currentLifecycleStep: the highest threshold not above the progress', () => {
  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [40, 5],
    [60, 6],
    [69, 6],
    [70, 7],
    [99, 9],
    [100, 10],
  ])('progress %s → step %s', (progress, id) => {
    expect(currentLifecycleStep(progress).id).toBe(id);
  });

  it('treats a negative or missing progress as 0 and anything above 100 as 100', () => {
    expect(currentLifecycleStep(-5).id).toBe(1);
    expect(currentLifecycleStep(Number.NaN).id).toBe(1);
    expect(currentLifecycleStep(undefined).id).toBe(1);
    expect(currentLifecycleStep(150).id).toBe(10);
  });
});

describe('lifecycleStepState', () => {
  const states = (progress: number) => LIFECYCLE_STEPS.map((s) => lifecycleStepState(s, progress));

  it('at 0 the first step is current and the rest pending', () => {
    expect(states(0)).toEqual(['current', ...Array(9).fill('pending')]);
  });
  it('at 9 still only the first step is reached', () => {
    expect(states(9)).toEqual(['current', ...Array(9).fill('pending')]);
  });
  it('at 10 the first step is completed and the second current', () => {
    expect(states(10)).toEqual(['completed', 'current', ...Array(8).fill('pending')]);
  });
  it('at 69 Production starts is current', () => {
    expect(states(69)).toEqual([...Array(5).fill('completed'), 'current', ...Array(4).fill('pending')]);
  });
  it('at 70 Payment done is current', () => {
    expect(states(70)).toEqual([...Array(6).fill('completed'), 'current', ...Array(3).fill('pending')]);
  });
  it('at 100 every step, Project Done included, is completed', () => {
    expect(states(100)).toEqual(Array(10).fill('completed'));
  });
});

describe('projectProgressById', () => {
  const projects = [
    { id: '1', progress: 40 },
    { id: '2', progress: 20 },
    { id: '3', progress: 70 },
    { id: '4', progress: 100 },
  ];
  it('finds the progress of projects 1–4', () => {
    expect(['1', '2', '3', '4'].map((id) => projectProgressById(projects, id))).toEqual([40, 20, 70, 100]);
  });
  it('counts an unknown project as 0', () => {
    expect(projectProgressById(projects, '99')).toBe(0);
    expect(projectProgressById(projects, '')).toBe(0);
    expect(projectProgressById(projects, undefined)).toBe(0);
    expect(projectProgressById([], '1')).toBe(0);
  });
  it('clamps a stored progress into 0–100', () => {
    expect(projectProgressById([{ id: 'x', progress: 140 }], 'x')).toBe(100);
    expect(clampProgress(-1)).toBe(0);
  });
});
