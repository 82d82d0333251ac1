import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadedOnce } from './LoadedOnce';

let fetched = 0;
const Dialog = lazy(async () => {
  fetched += 1;
  return { default: ({ open }: { open: boolean }) => <p>{open ? 'mở' : 'đóng'}</p> };
});

describe('LoadedOnce', () => {
  it('fetches and mounts its part with the first opening, then keeps it mounted when it closes', async () => {
    fetched = 0;
    const view = (open: boolean) => (
      <LoadedOnce when={open}>
        <Dialog open={open} />
      </LoadedOnce>
    );
    const { rerender } = render(view(false));
    expect(fetched).toBe(0);
    expect(screen.queryByText('mở')).toBeNull();

    rerender(view(true));
    expect(await screen.findByText('mở')).toBeTruthy();
    expect(fetched).toBe(1);

    // Closed: still mounted (it can animate out and reopen at once), and fetched no more.
    await act(async () => rerender(view(false)));
    expect(screen.getByText('đóng')).toBeTruthy();
    await act(async () => rerender(view(true)));
    expect(screen.getByText('mở')).toBeTruthy();
    expect(fetched).toBe(1);
  });
});
