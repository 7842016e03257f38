import { FrequencyType, ParameterSource } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf } from './DeviceOperationForm.tsx';
import { lastValue } from './DeviceOperationsPanel.tsx';

describe('the operations panel', () => {
  it("shows a packet's Value as text, objects as JSON, long ones cut, none as empty", () => {
    const row = (message: Record<string, unknown> | null) => ({ latestPacket: message && { packetId: 'p', entityId: 'e', timestamp: '2026-01-01T00:00:00Z', message } });
    expect(lastValue(row({ Value: 42.5 }))).toBe('42.5');
    expect(lastValue(row({ Value: { ok: true } }))).toBe('{"ok":true}');
    expect(lastValue(row({ Value: 'x'.repeat(100) }))).toHaveLength(80);
    expect(lastValue(row({ Other: 1 }))).toBe('');
    expect(lastValue(row(null))).toBe('');
  });

  it('sends secured values by their lookup key only, and leaves out an optional one without a secret', () => {
    const operation = {
      parameterDefinitions: [
        { name: 'url', required: true, source: ParameterSource.PortalEntry },
        { name: 'authorization', required: false, source: ParameterSource.SecuredValue },
        { name: 'token', required: true, source: ParameterSource.SecuredValue },
      ],
    };
    const body = bodyOf({
      deviceId: 'd', operationId: 'o', label: 'L', frequencyTypeId: FrequencyType.Recurring, interval: '00:01:00', referenceId: '', globalSettingId: '',
      parameters: [
        { name: 'url', source: ParameterSource.PortalEntry, value: 'https://x.test/', lookupKey: '', placeholderKey: null },
        { name: 'authorization', source: ParameterSource.SecuredValue, value: 'typed by mistake', lookupKey: '', placeholderKey: null },
        { name: 'token', source: ParameterSource.SecuredValue, value: 'x', lookupKey: 'ApiToken', placeholderKey: 'k-1' },
      ],
    }, operation);
    expect(body.referenceId).toBeNull();
    expect(body.parameters).toEqual([
      { name: 'url', source: 1, value: 'https://x.test/' },
      { name: 'token', source: 3, value: null, lookupKey: 'ApiToken', placeholderKey: 'k-1' },
    ]);
  });
});
