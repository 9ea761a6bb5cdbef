import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreviewUrl } from './use-preview-url';

const url = URL as unknown as Record<string, unknown>;
const { createObjectURL, revokeObjectURL } = url;

describe('usePreviewUrl', () => {
  afterEach(() => {
    Object.assign(url, { createObjectURL, revokeObjectURL });
  });

  it('makes one object URL per file and revokes it when the file changes or the component goes', () => {
    // A stand-in that numbers the URLs it makes.
    let made = 0;
    url.createObjectURL = vi.fn(() => `blob:${++made}`);
    const revoke = vi.fn();
    url.revokeObjectURL = revoke;
    const { result, rerender, unmount } = renderHook(({ file }) => usePreviewUrl(file), {
      initialProps: { file: new Blob(['a']) as Blob | null },
    });
    expect(result.current).toBe('blob:1');
    rerender({ file: new Blob(['b']) });
    expect(result.current).toBe('blob:2');
    expect(revoke).toHaveBeenCalledWith('blob:1');
    rerender({ file: null });
    expect(result.current).toBeNull();
    expect(revoke).toHaveBeenCalledWith('blob:2');
    unmount();
    expect(made).toBe(2);
  });

  it('is null where the browser has no object URLs', () => {
    url.createObjectURL = undefined;
    const { result } = renderHook(() => usePreviewUrl(new Blob(['a'])));
    expect(result.current).toBeNull();
  });
});
