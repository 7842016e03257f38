import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';
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
});
