import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing.tsx';
import { FormSelectField, type SelectOption } from './fields.tsx';

type Values = { pick: string | number | null };

const options: SelectOption[] = [
  { value: 'a', label: 'Alpha', group: 'First' },
  { value: 'b', label: 'Beta', group: 'First' },
  { value: 3, label: 'Three', group: 'Second' },
];

function Harness({ pick, onChange, ...props }: Partial<Parameters<typeof FormSelectField>[0]> & { pick: Values['pick'] }) {
  const methods = useForm<Values>({ defaultValues: { pick } });
  const value = useWatch({ control: methods.control, name: 'pick' });
  return (
    <FormProvider {...methods}>
      <FormSelectField name="pick" label="Pick" options={options} onChange={onChange} {...props} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </FormProvider>
  );
}

/** The listbox's entries in order: group headings and options. */
const entries = (listbox: HTMLElement) => [...listbox.children].map((entry) => entry.textContent);
const formValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'undefined') as unknown;

describe('FormSelectField', () => {
  it('lists the options under their group headings after the "none" entry, and stores the chosen value (a number stays one)', async () => {
    const onChange = vi.fn<(value: string | number | null) => void>();
    renderWithProviders(<Harness pick={null} noneLabel="None" onChange={onChange} helperText="Choose one." />);
    const user = userEvent.setup();
    expect(screen.getByText('Choose one.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Pick' }));
    const listbox = screen.getByRole('listbox');
    expect(entries(listbox)).toEqual(['None', 'First', 'Alpha', 'Beta', 'Second', 'Three']);
    await user.click(within(listbox).getByRole('option', { name: 'Three' }));
    expect(formValue()).toBe(3);
    expect(onChange).toHaveBeenCalledWith(3);

    await user.click(screen.getByRole('combobox', { name: 'Pick' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'None' }));
    expect(formValue()).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps a held value the options lack as a last option, under the given label', async () => {
    renderWithProviders(<Harness pick="gone" keepCurrentValue currentValueLabel="Gone Tenant" />);
    const combobox = screen.getByRole('combobox', { name: 'Pick' });
    expect(combobox).toHaveTextContent('Gone Tenant');
    await userEvent.setup().click(combobox);
    expect(entries(screen.getByRole('listbox'))).toEqual(['First', 'Alpha', 'Beta', 'Second', 'Three', 'Gone Tenant']);
  });

  it('without keepCurrentValue a value the options lack is not offered', async () => {
    renderWithProviders(<Harness pick="gone" />);
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Pick' }));
    expect(entries(screen.getByRole('listbox'))).toEqual(['First', 'Alpha', 'Beta', 'Second', 'Three']);
  });

  it('read-only shows the value and does not open', async () => {
    const onChange = vi.fn<(value: string | number | null) => void>();
    renderWithProviders(<Harness pick="b" readOnly onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Pick' });
    expect(combobox).toHaveTextContent('Beta');
    await userEvent.setup().click(combobox);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(formValue()).toBe('b');
    expect(onChange).not.toHaveBeenCalled();
  });
});
