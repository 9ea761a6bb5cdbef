import { describe, expect, it } from 'vitest';
import { queryClient, queryKeys, shouldRetry } from './index';

describe('query client', () => {
  it('retries once, never on 4xx', () => {
    expect(shouldRetry(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetry(1, new Error('Network Error'))).toBe(false);
    expect(shouldRetry(0, { response: { status: 500 } })).toBe(true);
    expect(shouldRetry(0, { response: { status: 404 } })).toBe(false);
    expect(shouldRetry(0, { response: { status: 422 } })).toBe(false);
  });
  it('has a 30 s stale time', () => {
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(30_000);
  });
  it('keys are rooted at the owning remote', () => {
    expect(queryKeys.catalogue.courses({ search: 'x' })).toEqual([
      'mfe-catalogue',
      'courses',
      { search: 'x' },
    ]);
    expect(queryKeys.wallet.wallet()[0]).toBe('mfe-wallet');
    expect(queryKeys.of('mfe-exams', 'details', 'A1')).toEqual(['mfe-exams', 'details', 'A1']);
    expect(queryKeys.root('mfe-learning')).toEqual(['mfe-learning']);
  });
});
