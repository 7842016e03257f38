import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { z } from 'zod';
import { jsonResponse, requestOf, stubFetch } from '../../app/testing.tsx';
import { api } from '../api.ts';
import { renderWithProviders } from '../testing.tsx';
import { useUnsavedEditSource } from '../panel/unsavedChanges.tsx';
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

describe('FormPanel: unsaved changes are never lost silently', () => {
  const question = 'There are unsaved changes. Are you sure you want to close?';
  const nameBox = () => screen.getByRole('textbox', { name: 'Name' });

  function renderTyping(overrides: Partial<FormPanelProps<typeof Schema, unknown>> = {}) {
    const props = {
      open: true,
      onClose: vi.fn<() => void>(),
      title: 'Edit Thing',
      schema: Schema,
      defaultValues: { name: 'Alpha', email: '' } satisfies Values,
      onSubmit: vi.fn<(values: Values) => Promise<unknown>>(async () => 'saved'),
      onSaved: vi.fn<(result: unknown, closing: boolean) => void>(),
      ...overrides,
    };
    renderWithProviders(
      <FormPanel {...props}>
        {/* Typing reaches the form after a pause, as in the work unit panel. */}
        <FormTextField name="name" label="Name" debounceMs={500} />
        <FormTextField name="email" label="Email" />
      </FormPanel>,
    );
    return props;
  }

  it('asks on Escape right after typing; No keeps the text, Escape again and Yes closes', async () => {
    const props = renderTyping();
    fireEvent.change(nameBox(), { target: { value: 'Alpha edited' } });
    // At once, before the field's pause has handed the text to the form.
    fireEvent.keyDown(nameBox(), { key: 'Escape' });
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    // Enter on the question keeps the edits: No has the focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(props.onClose).not.toHaveBeenCalled();
    expect(nameBox()).toHaveValue('Alpha edited');

    fireEvent.keyDown(nameBox(), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('asks on a click outside the panel', async () => {
    const props = renderTyping();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@example.com' } });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.click(backdrop);
    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('closes a clean panel at once on Escape and on a click outside', () => {
    const props = renderTyping();
    fireEvent.keyDown(nameBox(), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(question)).not.toBeInTheDocument();
  });

  it('counts a change typed back to the original as no change', async () => {
    const props = renderTyping();
    fireEvent.change(nameBox(), { target: { value: 'Beta' } });
    fireEvent.change(nameBox(), { target: { value: 'Alpha' } });
    fireEvent.keyDown(nameBox(), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('asks the browser to confirm closing the tab while there are changes, and not when clean', () => {
    renderTyping();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    fireEvent.change(nameBox(), { target: { value: 'Alpha edited' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('submits a create panel on Enter in a single-line field (Save & Close)', async () => {
    const props = renderTyping({ submitOnEnter: true, defaultValues: { name: '', email: '' } });
    fireEvent.change(nameBox(), { target: { value: 'New thing' } });
    fireEvent.keyDown(nameBox(), { key: 'Enter' });
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledWith({ name: 'New thing', email: '' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(props.onSaved).toHaveBeenCalledWith('saved', true);
  });

  it('does not submit on Enter while the create form is invalid, nor in a panel without submitOnEnter', async () => {
    const invalid = renderTyping({ submitOnEnter: true, defaultValues: { name: '', email: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Email' }), { key: 'Enter' });
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(invalid.onSubmit).not.toHaveBeenCalled();
  });

  it('leaves Enter alone in an edit panel', async () => {
    const props = renderTyping();
    fireEvent.change(nameBox(), { target: { value: 'Beta' } });
    fireEvent.keyDown(nameBox(), { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
});

describe('FormPanel: navigation away', () => {
  function App() {
    return (
      <>
        <Link to="/elsewhere">Elsewhere</Link>
        <FormPanel open onClose={() => {}} title="Edit Thing" schema={Schema} defaultValues={{ name: 'Alpha', email: '' }} onSubmit={async () => 'saved'}>
          <FormTextField name="name" label="Name" />
        </FormPanel>
      </>
    );
  }

  it('asks before an in-app navigation leaves a panel with changes: No stays, Yes goes', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <App /> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Beta' } });
    await act(() => router.navigate('/elsewhere'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Beta');

    await act(() => router.navigate('/elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('closes by a URL change after Yes without asking again, even with text outside the form (an unsent note)', async () => {
    function Note() {
      useUnsavedEditSource({ hasChanges: () => true });
      return null;
    }
    function Closing() {
      const navigate = useNavigate();
      return (
        <FormPanel open onClose={() => void navigate('/elsewhere')} title="Edit Thing" schema={Schema} defaultValues={{ name: 'Alpha', email: '' }} onSubmit={async () => 'saved'}>
          <FormTextField name="name" label="Name" />
          <Note />
        </FormPanel>
      );
    }
    const router = createMemoryRouter([
      { path: '/', element: <Closing /> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'close panel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });

  it('opens the saved record (a URL change) after a plain Save without asking', async () => {
    function Creating() {
      const navigate = useNavigate();
      return (
        <FormPanel
          open
          onClose={() => {}}
          title="Create Thing"
          schema={Schema}
          defaultValues={{ name: '', email: '' }}
          onSubmit={async () => 7}
          valuesAfterSave={() => ({ name: 'Saved', email: '' })}
          onSaved={(id) => void navigate(`/things/${String(id)}`)}
        >
          <FormTextField name="name" label="Name" />
        </FormPanel>
      );
    }
    const router = createMemoryRouter([
      { path: '/', element: <Creating /> },
      { path: '/things/:id', element: <p>Thing opened</p> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'New' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing opened')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });
});

describe('FormPanel: Idempotency-Key', () => {
  const keysSent = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.map((call) => requestOf(call).headers.get('Idempotency-Key') ?? undefined);

  it('sends one key per submit, the same again when the same submit is retried after a failure, a new one otherwise', async () => {
    const answers = [jsonResponse(503, { message: 'The database is unavailable at the moment.' }), jsonResponse(200, { id: 1 }), jsonResponse(200, { id: 2 })];
    const fetchMock = stubFetch({ 'PUT /v1/locations': () => answers.shift() });
    renderPanel({ onSubmit: (values) => api.PUT('/v1/locations', { body: values }) });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Beta' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    // The same submit again (the answer was a 503: it may have saved): the same key.
    fireEvent.click(saveButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(saveButton()).toBeDisabled());
    // Saved; the next submit is a new one.
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Gamma' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [first, retried, next] = keysSent(fetchMock);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
  });

  it('sends a new key after a refusal (4xx saved nothing), and none on reads', async () => {
    const fetchMock = stubFetch({
      'PUT /v1/locations': () => jsonResponse(409, { message: 'Taken.' }),
      '/v1/grants/roles': [],
    });
    renderPanel({ onSubmit: async (values) => { await api.GET('/v1/grants/roles'); return api.PUT('/v1/locations', { body: values }); } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Beta' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const [read, write, , secondWrite] = keysSent(fetchMock);
    expect(read).toBeUndefined();
    expect(write).toMatch(/^[0-9a-f]{32}$/);
    expect(secondWrite).toMatch(/^[0-9a-f]{32}$/);
    expect(secondWrite).not.toBe(write);
  });
});
