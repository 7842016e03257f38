import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing.tsx';
import { ColumnsDialog } from './ColumnsDialog.tsx';
import { moveField } from './headerDrag.tsx';

describe('ColumnsDialog', () => {
  it("names itself and each column with ids of its own, also for a column whose field is 'title'", () => {
    renderWithProviders(
      <ColumnsDialog
        open
        onClose={() => {}}
        columns={[{ field: 'title', label: 'Title' }, { field: 'heading', label: 'Heading' }]}
        visibility={{}}
        onVisibilityChange={vi.fn<() => void>()}
        onOrderChange={vi.fn<() => void>()}
        onReset={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Columns' });
    expect(within(dialog).getByRole('checkbox', { name: 'Title' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Heading' })).toBeInTheDocument();
    const ids = [...dialog.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.filter((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length > 1)).toEqual([]);
  });
});

describe('moveField', () => {
  it('puts the dragged field where the target was, from either side', () => {
    expect(moveField(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveField(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveField(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });
});
