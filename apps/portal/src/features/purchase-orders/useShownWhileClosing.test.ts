import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownWhileClosing } from './useShownWhileClosing';

describe('useShownWhileClosing', () => {
  it('follows the value, and keeps the last one while it is null', () => {
    const { result, rerender } = renderHook(({ value }) => useShownWhileClosing(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'a' });
    expect(result.current).toBe('a');
    rerender({ value: null });
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    expect(result.current).toBe('b');
  });
});
