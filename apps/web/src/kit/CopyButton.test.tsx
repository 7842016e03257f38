import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton.tsx';
import { renderWithProviders } from './testing.tsx';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CopyButton', () => {
  it("copies, says 'Content copied to clipboard' and shows 'Copied' for 1000 ms", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    stubClipboard(writeText);
    renderWithProviders(<CopyButton value="secret" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Content copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('secret');
    expect(screen.getByTestId('CheckIcon')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('CheckIcon')).not.toBeInTheDocument(), { timeout: 1500 });
  });

  it("says 'Failed to copy content to clipboard' when the browser refuses", async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    renderWithProviders(<CopyButton value="secret" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy content to clipboard')).toBeInTheDocument();
  });

  it('uses the screen messages, including the empty one', async () => {
    stubClipboard(async () => {});
    renderWithProviders(<CopyButton value="" emptyMessage="No token available to copy." failureMessage="Failed to copy token to clipboard." />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('No token available to copy.')).toBeInTheDocument();
  });

  it("says the generic 'Failed to copy to clipboard' when copying an id fails", async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    renderWithProviders(<CopyButton value="3f2a" kind="id" label="Copy Subscription Id" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Subscription Id' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
    expect(screen.queryByText('Failed to copy content to clipboard')).not.toBeInTheDocument();
  });
});
