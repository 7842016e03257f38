import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox.tsx';

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once, 250 ms after the last keystroke', () => {
    const onSearch = vi.fn<(text: string) => void>();
    render(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'ac' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ac');
  });

  it('searches at once on Enter and on the icon, without a second call from the debounce', () => {
    const onSearch = vi.fn<(text: string) => void>();
    render(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'acme' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('acme');
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows a search text changed from outside (back button)', () => {
    const { rerender } = render(<SearchBox value="one" onSearch={() => {}} />);
    rerender(<SearchBox value="two" onSearch={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('two');
  });
});
