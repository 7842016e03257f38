import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { PersonField } from './PersonField.tsx';

afterEach(() => vi.unstubAllGlobals());

const dana = { displayName: 'Dana Approver', mail: 'dana.approver@contoso.example', userName: 'dana', kind: 'person' };

function Form({ values, children }: { values: { approver1: string | null }; children: ReactNode }) {
  const form = useForm({ defaultValues: values });
  const stored = useWatch({ control: form.control, name: 'approver1' });
  return (
    <FormProvider {...form}>
      {children}
      <output data-testid="stored">{String(stored)}</output>
    </FormProvider>
  );
}

function setup() {
  return stubFetch({
    '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnits:edit'),
    '/v1/currentUser': { name: 'Sam', userName: 'agent', email: null, kind: 'user', tenantId: null, subscriptionId: null },
    '/api/people': ({ url }: { url: URL }) => {
      const term = (url.searchParams.get('searchTerm') ?? '').toLowerCase();
      return [dana].filter((p) => [p.displayName, p.mail, p.userName].some((v) => v.toLowerCase().includes(term)));
    },
  });
}

describe('PersonField (issue 26 item 9: one identity per person)', () => {
  it('stores the picked person by user name, as (ack) does, and shows them by display name', async () => {
    setup();
    const user = userEvent.setup();
    renderSignedIn(<Form values={{ approver1: null }}><PersonField name="approver1" label="Approver 1" /></Form>);
    await user.type(screen.getByRole('combobox', { name: 'Approver 1' }), 'Dana');
    await user.click(await screen.findByRole('option', { name: 'Dana Approver (dana, dana.approver@contoso.example)' }, { timeout: 4000 }));
    expect(screen.getByTestId('stored')).toHaveTextContent('dana');
    expect(screen.getByTestId('stored')).not.toHaveTextContent('@');
    await user.tab();
    expect(await screen.findByText('Dana Approver')).toBeInTheDocument();
  });

  it('shows a stored user name by the display name of its person', async () => {
    setup();
    renderSignedIn(<Form values={{ approver1: 'dana' }}><PersonField name="approver1" label="Approver 1" /></Form>);
    await waitFor(() => expect(screen.getByText('Dana Approver')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Approver 1' })).toHaveValue('dana');
  });
});
