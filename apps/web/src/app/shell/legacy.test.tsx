import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegacyWorkUnitListRedirect, LegacyWorkUnitRedirect } from './LegacyRedirect.tsx';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="workUnits/:workUnitId/edit" element={<LegacyWorkUnitRedirect />} />
        <Route path=":tenantId/workUnits/:workUnitId/edit" element={<LegacyWorkUnitRedirect />} />
        <Route path="workunits/index" element={<LegacyWorkUnitListRedirect />} />
        <Route path=":tenantId/workunits/index" element={<LegacyWorkUnitListRedirect />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('legacy work unit routes', () => {
  it.each([
    ['/workUnits/42/edit', '/workunitsv2?workUnitId=42'],
    ['/t-1/workUnits/42/edit', '/t-1/workunitsv2?workUnitId=42'],
    ['/workunits/index', '/workunitsv2'],
    ['/t-1/workunits/index', '/t-1/workunitsv2'],
  ])('%s goes to %s', async (from, to) => {
    renderAt(from);
    expect(await screen.findByText(`at ${to}`)).toBeTruthy();
  });
});
