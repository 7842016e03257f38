import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('moves focus to the main content without changing the URL', () => {
    render(
      <>
        <SkipLink />
        <button type="button">Menu</button>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          Content
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveAttribute('href', '#main-content');
    const before = window.location.href;
    fireEvent.click(link);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
