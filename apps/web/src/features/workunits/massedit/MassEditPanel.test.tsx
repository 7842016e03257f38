import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch } from '../../../app/testing.tsx';
import { MassEditPanel } from './MassEditPanel.tsx';

const TENANT = '11111111-1111-4111-8111-111111111111';

afterEach(() => vi.unstubAllGlobals());

const unit = (workUnitId: number, workUnitTypeId = 3, severityId = 0) => ({
  workUnitId, workUnitTypeId, stateId: 2, severityId, title: `Unit ${workUnitId}`, tenantId: TENANT,
});

function stubServer(units: ReturnType<typeof unit>[], patchAnswer: (id: number) => Response | unknown = (id) => ({ ...unit(id), severityId: 3 })) {
  const patches: Array<{ id: number; body: unknown }> = [];
  const handlers: Record<string, unknown> = {
    '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnits:edit'),
    '/v1/workunits': { '@odata.count': units.length, value: units },
  };
  for (const u of units) {
    handlers[`PATCH /v1/workunits/${u.workUnitId}`] = ({ init }: { init: RequestInit | undefined }) => {
      patches.push({ id: u.workUnitId, body: JSON.parse(String(init?.body)) });
      return patchAnswer(u.workUnitId);
    };
  }
  stubFetch(handlers);
  return patches;
}

async function chooseField(user: ReturnType<typeof userEvent.setup>, row: number, field: string) {
  const rows = await screen.findAllByTestId('mass-edit-row');
  const target = rows[row];
  if (!target) throw new Error(`no row ${row}`);
  await user.click(within(target).getByRole('combobox', { name: 'Field' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: field }));
}

async function chooseValue(user: ReturnType<typeof userEvent.setup>, row: number, value: string) {
  const target = screen.getAllByTestId('mass-edit-row')[row];
  if (!target) throw new Error(`no row ${row}`);
  await user.click(within(target).getByRole('combobox', { name: /Value/ }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: value }));
}

describe('MassEditPanel', () => {
  it('patches every work unit with a test of its own loaded value, then reports success', async () => {
    const patches = stubServer([unit(1, 3, 0), unit(2, 3, 1), unit(3, 3, 2)]);
    const onSaved = vi.fn<() => void>();
    const onClose = vi.fn<() => void>();
    const user = userEvent.setup();
    renderSignedIn(<MassEditPanel workUnitIds={['1', '2', '3']} onClose={onClose} onSaved={onSaved} />);
    expect(await screen.findByRole('dialog', { name: 'Edit 3 Work Units' })).toBeInTheDocument();
    await chooseField(user, 0, 'Severity');
    await chooseValue(user, 0, 'Sev3');
    await user.click(screen.getByRole('button', { name: 'Save & Close' }));
    expect(await screen.findByText('Work Units updated successfully.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    expect(patches.sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, body: [{ op: 'test', path: '/severityId', value: 0 }, { op: 'replace', path: '/severityId', value: 3 }] },
      { id: 2, body: [{ op: 'test', path: '/severityId', value: 1 }, { op: 'replace', path: '/severityId', value: 3 }] },
      { id: 3, body: [{ op: 'test', path: '/severityId', value: 2 }, { op: 'replace', path: '/severityId', value: 3 }] },
    ]);
  });

  it('shows the mass edit concurrent-edit text when one work unit changed meanwhile', async () => {
    stubServer([unit(1), unit(2)], (id) =>
      id === 2 ? jsonResponse(409, { statusCode: 409, error: 'Conflict', message: "The current value '1' at path 'severityId' is not equal to the test value '0'." }) : unit(id),
    );
    const onSaved = vi.fn<() => void>();
    const user = userEvent.setup();
    renderSignedIn(<MassEditPanel workUnitIds={[1, 2]} onClose={() => {}} onSaved={onSaved} />);
    await screen.findByRole('dialog', { name: 'Edit 2 Work Units' });
    await chooseField(user, 0, 'Severity');
    await chooseValue(user, 0, 'Sev2');
    await user.click(screen.getByRole('button', { name: 'Save & Close' }));
    expect(
      await screen.findByText('One of the Work Units was modified by another user. Please discard your changes without saving and refresh it.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to update Work Units.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('warns about mismatched types and disables adding fields and saving', async () => {
    stubServer([unit(1, 3), unit(2, 1)]);
    renderSignedIn(<MassEditPanel workUnitIds={[1, 2]} onClose={() => {}} onSaved={() => {}} />);
    expect(await screen.findByText('Failed to update Work Units. Cannot save mismatched Work Unit types.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Field' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
  });

  it("marks a field chosen twice as 'Duplicate field' and hints that empty values clear optional fields", async () => {
    stubServer([unit(1), unit(2)]);
    const user = userEvent.setup();
    renderSignedIn(<MassEditPanel workUnitIds={[1, 2]} onClose={() => {}} onSaved={() => {}} />);
    await screen.findByRole('dialog', { name: 'Edit 2 Work Units' });
    await chooseField(user, 0, 'Reference URL');
    expect(screen.getByText('An empty value clears this field.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    await chooseField(user, 1, 'Reference URL');
    expect(await screen.findByText('Duplicate field')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save & Close' })).toBeDisabled());
  });
});
