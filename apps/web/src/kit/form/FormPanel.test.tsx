import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing.tsx';
import { FormTextField } from './fields.tsx';
import { FormPanel, type FormPanelProps } from './FormPanel.tsx';

const Schema = z.object({
  name: z.string().min(1, 'This field is required.'),
  email: z.email('Please enter a valid email address.').or(z.literal('')),
});
type Values = z.input<typeof Schema>;

function renderPanel(overrides: Partial<FormPanelProps<typeof Schema, unknown>> = {}) {
  const props = {
    open: true,
    onClose: vi.fn<() => void>(),
    title: 'Edit Thing',
    schema: Schema,
    defaultValues: { name: 'Alpha', email: '' } satisfies Values,
    onSubmit: vi.fn<(values: Values) => Promise<unknown>>(async () => 'saved'),
    onSaved: vi.fn<(result: unknown, closing: boolean) => void>(),
    fieldLabels: { name: 'Name', email: 'Email' },
    ...overrides,
  };
  renderWithProviders(
    <FormPanel {...props}>
      <FormTextField name="name" label="Name" />
      <FormTextField name="email" label="Email" />
    </FormPanel>,
  );
  return props;
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const saveAndClose = () => screen.getByRole('button', { name: 'Save & Close' });

async function tooltipOf(button: HTMLElement): Promise<string> {
  const wrapper = button.parentElement;
  if (!wrapper) throw new Error('no tooltip wrapper');
  await userEvent.hover(wrapper);
  return (await screen.findByRole('tooltip')).textContent ?? '';
}

describe('FormPanel', () => {
  it("disables saving until something changed, saying 'No fields have been changed.'", async () => {
    renderPanel();
    expect(saveButton()).toBeDisabled();
    expect(saveAndClose()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(await tooltipOf(saveButton())).toBe('No fields have been changed.');
  });

  it("lists 'field: error' lines while the form is invalid", async () => {
    renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'nope' } });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    const text = await tooltipOf(saveButton());
    expect(text).toContain('Name: This field is required.');
    expect(text).toContain('Email: Please enter a valid email address.');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('saves a valid change, keeps the panel open on Save and closes on Save & Close', async () => {
    const props = renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Beta' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledWith('saved', false));
    expect(props.onSubmit).toHaveBeenCalledWith({ name: 'Beta', email: '' });
    expect(props.onClose).not.toHaveBeenCalled();
    // What was saved is the new baseline.
    await waitFor(() => expect(saveButton()).toBeDisabled());

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Gamma' } });
    await waitFor(() => expect(saveAndClose()).toBeEnabled());
    fireEvent.click(saveAndClose());
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(props.onSaved).toHaveBeenLastCalledWith('saved', true);
  });

  it("shows 'Failed to save form.' when the submit fails, or the screen's own message", async () => {
    renderPanel({ onSubmit: vi.fn<(values: Values) => Promise<unknown>>(async () => Promise.reject(new Error('boom'))) });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Beta' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Failed to save form.')).toBeInTheDocument();
  });

  it('uses the screen message for a failed submit when given', async () => {
    renderPanel({ onSubmit: vi.fn<(values: Values) => Promise<unknown>>(async () => Promise.reject(new Error('boom'))), errorMessage: 'Unable to save tenant, please try again.' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Beta' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Unable to save tenant, please try again.')).toBeInTheDocument();
  });

  it('disables saving while loading', () => {
    renderPanel({ loading: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Beta' } });
    expect(saveButton()).toBeDisabled();
  });

  it('closes at once when nothing changed', () => {
    const props = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing with unsaved changes: No stays, Yes closes', async () => {
    const props = renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Beta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('There are unsaved changes. Are you sure you want to close?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(props.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('There are unsaved changes. Are you sure you want to close?')).not.toBeInTheDocument());

    // The panel's own close icon is guarded too.
    fireEvent.click(screen.getByRole('button', { name: 'close panel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});
