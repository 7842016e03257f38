import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useTenantLookup } from '../../app/queries.ts';
import type { FilterItem } from '../../kit/list/listState.ts';
import { filterChipLabel } from './gridFilters.ts';

interface Props {
  filters: readonly FilterItem[];
  onChange: (filters: FilterItem[]) => void;
  /** Back to the first-load filters (New incidents). */
  onReset: () => void;
  /** The protocol context of `?protocolId=`, shown as a chip of its own. */
  protocolId?: string;
  onClearProtocol: () => void;
}

/** One chip per filter; deleting a chip drops that filter. */
export function WorkUnitFilterChips({ filters, onChange, onReset, protocolId, onClearProtocol }: Props) {
  const tenants = useTenantLookup();
  const tenantNames = useMemo(() => new Map((tenants.data ?? []).map((t) => [t.tenantId, t.name])), [tenants.data]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minHeight: 32 }} aria-label="Filters">
      {protocolId && <Chip size="small" color="secondary" label={`Protocol: ${protocolId}`} onDelete={onClearProtocol} />}
      {filters.map((item, index) => {
        const label = filterChipLabel(item, tenantNames);
        return (
          <Chip
            key={`${item.field}-${item.operator}-${index}`}
            size="small"
            color="primary"
            variant="outlined"
            label={label}
            onDelete={() => onChange(filters.filter((_f, i) => i !== index))}
          />
        );
      })}
      {filters.length === 0 && !protocolId && (
        <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
          No filters: showing every work unit.
        </Box>
      )}
      <Button size="small" onClick={onReset}>
        Reset Filters
      </Button>
    </Box>
  );
}
