import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PROGRESS_DELAY_MS, RouteProgress } from './RouteProgress.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function routerWithSlowScreen(loadMs: number) {
  return createMemoryRouter([{
    element: <><RouteProgress /><Outlet /></>,
    children: [
      { path: '/', element: <Link to="/slow">Go</Link> },
      { path: '/slow', lazy: () => new Promise((resolve) => setTimeout(() => resolve({ Component: () => <p>Slow screen</p> }), loadMs)) },
    ],
  }]);
}

describe('RouteProgress', () => {
  it('shows a progress bar once a screen change takes longer than the delay, and hides it when the screen is there', async () => {
    render(<RouterProvider router={routerWithSlowScreen(1_000)} />);
    await act(async () => screen.getByText('Go').click());
    await act(async () => { vi.advanceTimersByTime(ROUTE_PROGRESS_DELAY_MS - 50); });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => { vi.advanceTimersByTime(100); });
    expect(screen.getByRole('progressbar', { name: 'Loading the next screen' })).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(1_000); });
    expect(screen.getByText('Slow screen')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a quick one', async () => {
    render(<RouterProvider router={routerWithSlowScreen(50)} />);
    await act(async () => screen.getByText('Go').click());
    await act(async () => { await vi.advanceTimersByTimeAsync(ROUTE_PROGRESS_DELAY_MS + 100); });
    expect(screen.getByText('Slow screen')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
