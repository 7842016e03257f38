import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing.tsx';
import { FormDateTimeField } from './fields.tsx';
import { FormPanel } from './FormPanel.tsx';

// Desktop pickers (typed in place) need a fine pointer; jsdom's stub answers only min-width queries.
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: /pointer:\s*fine|min-width/.test(query) })) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** The picker's field: a group named by its label, one spinbutton per part. */
/** The date field's group; the picker is a lazy chunk, which the first test of a busy run waits seconds for. */
async function findField(label: string): Promise<HTMLElement> {
  return screen.findByRole('group', { name: label }, { timeout: 10_000 });
}

/** Clicks the day part and types digits through day, month, year, hours and minutes. */
async function typeInto(label: string, digits: string) {
  const user = userEvent.setup();
  const field = await findField(label);
  await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(digits);
  return user;
}

const shownText = (field: HTMLElement) =>
  within(field)
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('|');

let form: UseFormReturn<{ start: string | null }> | undefined;

function Harness({ start, required, disabled, helperText }: { start: string | null; required?: boolean; disabled?: boolean; helperText?: string }) {
  const methods = useForm<{ start: string | null }>({ defaultValues: { start } });
  const value = useWatch({ control: methods.control, name: 'start' });
  useEffect(() => {
    form = methods;
  });
  return (
    <FormProvider {...methods}>
      <FormDateTimeField name="start" label="Planned Start Time" required={required} disabled={disabled} helperText={helperText} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </FormProvider>
  );
}

const formValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'undefined') as unknown;

describe('FormDateTimeField', () => {
  it('shows the held ISO instant in the browser zone as D/MMM/YYYY HH:mm, with label, required marker and helper text', async () => {
    renderWithProviders(<Harness start={new Date(2030, 5, 1, 9, 5).toISOString()} required helperText="Local time" />);
    const field = await findField('Planned Start Time');
    expect(shownText(field)).toBe('1|Jun|2030|09|05');
    expect(screen.getByText('Planned Start Time').closest('label')).toHaveTextContent('*');
    expect(screen.getByText('Local time')).toBeInTheDocument();
    expect(within(field).getByRole('spinbutton', { name: 'Day' })).toHaveAttribute('contenteditable', 'true');
  });

  it('writes the ISO instant of a whole typed date and time, and nothing while it is half typed', async () => {
    renderWithProviders(<Harness start={null} />);
    const user = await typeInto('Planned Start Time', '010620');
    expect(formValue()).toBeNull();
    await user.keyboard('301000');
    await waitFor(() => expect(formValue()).toBe(new Date(2030, 5, 1, 10, 0).toISOString()));
    expect(shownText(await findField('Planned Start Time'))).toBe('1|Jun|2030|10|00');
  });

  it('writes null when a part is cleared and takes a reset from outside', async () => {
    renderWithProviders(<Harness start={new Date(2030, 5, 1, 10, 0).toISOString()} />);
    const user = userEvent.setup();
    const field = await findField('Planned Start Time');
    await user.click(within(field).getByRole('spinbutton', { name: 'Hours' }));
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(formValue()).toBeNull());

    const next = new Date(2031, 0, 2, 14, 30).toISOString();
    act(() => form?.reset({ start: next }));
    await waitFor(() => expect(shownText(field)).toBe('2|Jan|2031|14|30'));
    expect(formValue()).toBe(next);
  });

  it('is read-only when disabled', async () => {
    renderWithProviders(<Harness start={null} disabled />);
    const field = await findField('Planned Start Time');
    expect(within(field).getByRole('spinbutton', { name: 'Day' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('FormDateTimeField in a FormPanel', () => {
  const Schema = z
    .object({ start: z.string().nullable(), finish: z.string().nullable() })
    .refine((v) => !v.start || !v.finish || v.finish >= v.start, { path: ['finish'], message: 'Finish must not be before start.' });

  it('makes the form dirty, shows the schema message under the field and clean again when typed back', async () => {
    const start = new Date(2030, 5, 1, 10, 0).toISOString();
    const finish = new Date(2030, 5, 1, 12, 0).toISOString();
    renderWithProviders(
      <FormPanel
        open
        onClose={vi.fn<() => void>()}
        title="Edit Window"
        schema={Schema}
        defaultValues={{ start, finish }}
        onSubmit={vi.fn<(values: unknown) => Promise<unknown>>(async () => 'saved')}
        onSaved={vi.fn<(result: unknown, closing: boolean) => void>()}
        fieldLabels={{ start: 'Start', finish: 'Finish' }}
      >
        <FormDateTimeField name="start" label="Start" />
        <FormDateTimeField name="finish" label="Finish" />
      </FormPanel>,
    );
    const save = () => screen.getByRole('button', { name: 'Save' });
    expect(save()).toBeDisabled();

    await typeInto('Finish', '010620300800');
    expect(await screen.findByText('Finish must not be before start.')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await typeInto('Finish', '010620301300');
    await waitFor(() => expect(screen.queryByText('Finish must not be before start.')).not.toBeInTheDocument());
    await waitFor(() => expect(save()).toBeEnabled());

    await typeInto('Finish', '010620301200');
    await waitFor(() => expect(save()).toBeDisabled());
  });
});
