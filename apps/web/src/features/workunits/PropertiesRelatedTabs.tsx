import type { WorkUnitRelationResponse } from '@portal/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { RelatedPackets } from '../blocks/index.ts';

export const NO_PROPERTIES = 'No properties found.';
export const noRelated = (type: string) => `No related ${type}s found.`;
/** At most this many related items of one type are shown (§2.4). */
export const RELATED_LIMIT = 100;
/** Reference types always listed, so their empty state shows. */
export const RELATED_TYPES = ['WorkUnit', 'Packet'] as const;

/** The properties JSON as a list of its entries; anything that is not an object is shown as text. */
export function propertyEntries(properties: string | null | undefined): Array<[string, string]> {
  if (!properties?.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(properties);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
    }
    return [['value', JSON.stringify(parsed)]];
  } catch {
    return [['value', properties]];
  }
}

export function PropertiesTab({ properties }: { properties: string | null | undefined }) {
  const entries = propertyEntries(properties);
  if (entries.length === 0) return <Typography color="text.secondary">{NO_PROPERTIES}</Typography>;
  return (
    <Table size="small" aria-label="Properties">
      <TableBody>
        {entries.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '35%', verticalAlign: 'top' }}>
              {key}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word', fontFamily: 'monospace' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Relations grouped by reference type, at most 100 per type. */
export function groupRelations(relations: readonly WorkUnitRelationResponse[]): Array<[string, WorkUnitRelationResponse[]]> {
  const groups = new Map<string, WorkUnitRelationResponse[]>(RELATED_TYPES.map((t) => [t, []]));
  for (const relation of relations) {
    const known = [...groups.keys()].find((k) => k.toLowerCase() === relation.referenceType.toLowerCase()) ?? relation.referenceType;
    const list = groups.get(known) ?? [];
    if (list.length < RELATED_LIMIT) list.push(relation);
    groups.set(known, list);
  }
  return [...groups.entries()];
}

function RelationText({ relation }: { relation: WorkUnitRelationResponse }) {
  const { pathname } = useLocation();
  if (relation.referenceType.toLowerCase() === 'workunit' && /^\d+$/.test(relation.referenceId)) {
    return (
      <Link component={RouterLink} to={`${pathname}?workUnitId=${relation.referenceId}`}>
        Work Unit #{relation.referenceId}
      </Link>
    );
  }
  return <>{relation.referenceId}</>;
}

export function RelatedTab({ relations }: { relations: readonly WorkUnitRelationResponse[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {groupRelations(relations).map(([type, items]) => (
        <Box key={type} component="section" aria-label={`Related ${type}s`}>
          <Typography variant="subtitle2">{type}s</Typography>
          {items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {noRelated(type)}
            </Typography>
          ) : type === 'Packet' ? (
            <RelatedPackets packetIds={items.map((relation) => relation.referenceId)} />
          ) : (
            <List dense disablePadding>
              {items.map((relation) => (
                <ListItem key={relation.workUnitRelationId} disableGutters divider>
                  <ListItemText
                    primary={<RelationText relation={relation} />}
                    secondary={
                      <>
                        {relation.createdBy} · <RelativeTime value={relation.created} />
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      ))}
    </Box>
  );
}
