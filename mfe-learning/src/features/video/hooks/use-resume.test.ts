import { resumeAt } from './use-resume';

describe('resumeAt', () => {
  it.each([
    [0, 60, 0],
    [30, 60, 30],
    [59.5, 60, 0],
    [60, 60, 0],
    [12, Number.NaN, 12],
  ])('position %d of %d s starts at %d', (position, duration, start) => {
    expect(resumeAt(position, duration)).toBe(start);
  });
});
