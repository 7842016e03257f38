import { fireEvent, screen } from '@testing-library/react';
import { packetMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../kit/testing.tsx';
import { PacketDetails } from './PacketDrawer.tsx';

const packet = {
  packetId: '5b0c7a52-4c1e-4b8e-9d55-0a4a3c1f7e01', tenantId: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  entityId: '2c9d8e7f-6a5b-4c3d-9e1f-0a1b2c3d4e5f', timestamp: '2026-11-27T10:00:00.000Z', received: '2026-11-27T10:00:01.000Z',
  message: { Metrics: { DeviceCpu: 12.5 }, Note: '<img src=x onerror=alert(1)><b>bold</b>' },
};

describe('PacketDetails', () => {
  it('shows the entity id, and the message as JSON text, never as HTML', () => {
    const { container } = renderWithProviders(<PacketDetails packet={packet} />);
    expect(screen.getByText(packet.entityId)).toBeInTheDocument();
    const message = screen.getByLabelText('Message');
    expect(message.textContent).toContain('"DeviceCpu": 12.5');
    expect(message.textContent).toContain('<b>bold</b>');
    expect(container.querySelector('img, b')).toBeNull();
  });

  it("says 'An error occurred when trying to copy Entity Id.' when copying fails", async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    renderWithProviders(<PacketDetails packet={packet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Entity Id' }));
    expect(await screen.findByText(packetMessages.copyEntityIdFailed)).toBeInTheDocument();
  });
});
