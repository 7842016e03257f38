import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ControlResponse } from '@portal/contracts';
import { ControlEvidenceCell, ControlName, ControlNotesCell, type ControlRowProps, ControlStatusCell } from './ControlRow.tsx';

type GridProps = Omit<ControlRowProps, 'control'> & { controls: ControlResponse[]; busyControlId?: string };

/**
 * The grid of Control, Status and Notes (part 1 §2) with the fleet's evidence beside them; on a phone each
 * control is a card with the same fields one under the other.
 */
export function ComplianceGrid({ controls, busyControlId, ...props }: GridProps) {
  const phone = useMediaQuery('(max-width: 767.95px)');
  const showEvidence = controls.some((c) => c.evidenceSource);
  if (phone) {
    return (
      <Box role="list" aria-label="Controls" sx={{ display: 'grid', gap: 1 }}>
        {controls.map((control) => (
          <Card role="listitem" variant="outlined" key={control.id} data-testid={`control-${control.name}`}>
            <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
              <ControlName control={control} />
              <ControlStatusCell control={control} {...props} busy={busyControlId === control.id} />
              <ControlNotesCell control={control} {...props} />
              {control.evidenceSource && <ControlEvidenceCell control={control} {...props} busy={busyControlId === control.id} />}
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Controls">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '22%' }}>Control</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ width: '24%' }}>Notes</TableCell>
            {showEvidence && <TableCell sx={{ width: '18%' }}>Evidence</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {controls.map((control) => (
            <TableRow key={control.id} data-testid={`control-${control.name}`} sx={{ verticalAlign: 'top' }}>
              <TableCell><ControlName control={control} /></TableCell>
              <TableCell><ControlStatusCell control={control} {...props} busy={busyControlId === control.id} /></TableCell>
              <TableCell><ControlNotesCell control={control} {...props} /></TableCell>
              {showEvidence && (
                <TableCell>
                  {control.evidenceSource ? <ControlEvidenceCell control={control} {...props} busy={busyControlId === control.id} /> : null}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!controls.length && <Typography sx={{ p: 2 }} color="text.secondary">This control set has no controls.</Typography>}
    </TableContainer>
  );
}
