import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates.ts';
import { RelativeTime } from './RelativeTime.tsx';
import { renderWithProviders } from './testing.tsx';

describe('RelativeTime', () => {
  it('shows how long ago, with the full date on hover', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    renderWithProviders(<RelativeTime value={fiveMinutesAgo} />);
    const time = screen.getByText(/5 minutes ago/);
    expect(time).toHaveAttribute('datetime', fiveMinutesAgo);
    await userEvent.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(formatDateTime(fiveMinutesAgo));
  });

  it('compact: past a week shows the day alone (D/MMM/YYYY), the full date on hover', async () => {
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    renderWithProviders(<RelativeTime value={monthAgo} compact />);
    const time = screen.getByText(formatDay(monthAgo));
    expect(time.textContent).toMatch(/^\d{1,2}\/[A-Z][a-z]{2}\/\d{4}$/);
    await userEvent.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(formatDateTime(monthAgo));
  });
});
