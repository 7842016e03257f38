import { fireEvent, screen, waitFor } from '@testing-library/react';
import { decomposeColor, recomposeColor } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { createAppTheme } from '../../app/theme.ts';
import { NoteBox } from './NoteBox.tsx';
import { noteCounterLevel } from './noteCounter.ts';

afterEach(() => vi.unstubAllGlobals());

// The light theme's palette: warning.main is orange (darkened to read at 4.5:1), error.main red.
const { palette } = createAppTheme('light');
const asRgb = (color: string) => recomposeColor(decomposeColor(color));
const ORANGE = asRgb(palette.warning.main);
const RED = asRgb(palette.error.main);

describe('noteCounterLevel', () => {
  it('turns orange at 80 % of 4000 characters and red at 100 %', () => {
    expect(noteCounterLevel(0)).toBe('normal');
    expect(noteCounterLevel(3199)).toBe('normal');
    expect(noteCounterLevel(3200)).toBe('warning');
    expect(noteCounterLevel(3999)).toBe('warning');
    expect(noteCounterLevel(4000)).toBe('error');
  });
});

describe('NoteBox', () => {
  it('counts characters in the theme’s orange from 3200 and red at 4000', () => {
    stubFetch({});
    renderSignedIn(<NoteBox workUnitId={7} />);
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    fireEvent.change(box, { target: { value: 'x'.repeat(3199) } });
    expect(screen.getByText('3199/4000')).toHaveAttribute('data-level', 'normal');
    fireEvent.change(box, { target: { value: 'x'.repeat(3200) } });
    expect(screen.getByText('3200/4000')).toHaveStyle({ color: ORANGE });
    fireEvent.change(box, { target: { value: 'x'.repeat(4000) } });
    expect(screen.getByText('4000/4000')).toHaveStyle({ color: RED });
    expect(box).toHaveAttribute('maxlength', '4000');
  });

  it('adds a note only with text and a loaded work unit, and says whether it worked', async () => {
    const fetch = stubFetch({ 'PUT /v1/workunitnotes': { workUnitNoteId: 1, workUnitId: 7, detail: 'Hi', created: '', createdBy: 'me', isExternalNote: true } });
    const user = userEvent.setup();
    const { unmount } = renderSignedIn(<NoteBox workUnitId={7} />);
    const add = screen.getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Called back');
    await user.click(screen.getByRole('checkbox', { name: 'External note' }));
    await user.click(add);
    expect(await screen.findByText('Note added successfully!')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ workUnitId: 7, detail: 'Called back', isExternalNote: true });
    unmount();

    stubFetch({ 'PUT /v1/workunitnotes': jsonResponse(500, { message: 'x' }) });
    renderSignedIn(<NoteBox workUnitId={7} />);
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Unable to save note.')).toBeInTheDocument();
  });

  it('keeps a note typed while the previous one was saving, and empties the box when nothing new was typed', async () => {
    let answer: (value: unknown) => void = () => {};
    stubFetch({ 'PUT /v1/workunitnotes': () => new Promise((resolve) => { answer = resolve; }) });
    const user = userEvent.setup();
    renderSignedIn(<NoteBox workUnitId={7} />);
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    await user.type(box, 'First');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.clear(box);
    await user.type(box, 'Second');
    answer({ workUnitNoteId: 1, workUnitId: 7, detail: 'First', created: '', createdBy: 'me', isExternalNote: false });
    expect(await screen.findByText('Note added successfully!')).toBeInTheDocument();
    expect(box).toHaveValue('Second');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    answer({ workUnitNoteId: 2, workUnitId: 7, detail: 'Second', created: '', createdBy: 'me', isExternalNote: false });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('is off until the work unit exists', () => {
    stubFetch({});
    renderSignedIn(<NoteBox workUnitId={undefined} />);
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toBeDisabled();
  });
});
