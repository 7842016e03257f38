import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FrequencyType, OperationResultType, OperationType, ParameterSource, type PackageDetailResponse, packageMessages } from '@portal/contracts';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { usePackageOperations } from './queries.ts';

const namesOf = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([name, id]) => [id, name])) as Record<number, string>;
const operationTypes = namesOf(OperationType);
const resultTypes = namesOf(OperationResultType);
const frequencies = namesOf(FrequencyType);
const sources = namesOf(ParameterSource);

type Parameter = NonNullable<PackageDetailResponse['parameterDefinitions']>[number];

/** Parameter definitions: name, source, required, default. */
export function ParameterTable({ parameters }: { parameters: readonly Parameter[] }) {
  if (parameters.length === 0) return <Typography variant="body2" color="text.secondary">No parameters.</Typography>;
  return (
    <Table size="small" aria-label="Parameter Definitions">
      <TableHead>
        <TableRow><TableCell>Name</TableCell><TableCell>Source</TableCell><TableCell>Required</TableCell><TableCell>Default</TableCell></TableRow>
      </TableHead>
      <TableBody>
        {parameters.map((p) => (
          <TableRow key={p.name}>
            <TableCell>
              {p.name}
              {p.description && <Typography variant="caption" color="text.secondary" component="div">{p.description}</Typography>}
            </TableCell>
            <TableCell>{sources[p.source] ?? p.source}</TableCell>
            <TableCell>{p.required ? 'Yes' : 'No'}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{p.defaultValue ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The package's operations, ordered by name, each with its parameters. */
export function PackageOperationsTab({ packageId }: { packageId: string }) {
  const operations = usePackageOperations(packageId);
  if (operations.isError) return <Alert severity="error">{packageMessages.loadOperationsFailed}</Alert>;
  if (!operations.data) return <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}><CircularProgress /></Box>;
  if (operations.data.length === 0) return <Typography color="text.secondary">This package has no operations.</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {operations.data.map((op) => (
        <Box key={op.operationId} component="section" aria-label={op.name}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="subtitle1">{op.name}</Typography>
            <CopyButton value={op.operationId} label="Operation Id" kind="id" />
          </Box>
          {op.description && <Typography variant="body2" color="text.secondary">{op.description}</Typography>}
          <Typography variant="body2" sx={{ my: 1 }}>
            {`Type ${operationTypes[op.operationType ?? 0] ?? ''} · Result ${resultTypes[op.operationResultTypeId ?? 0] ?? ''} · Every ${op.defaultInterval ?? ''} · ${(op.frequencyDefinitions ?? []).map((f) => frequencies[f] ?? f).join(', ')}`}
          </Typography>
          <ParameterTable parameters={op.parameterDefinitions ?? []} />
        </Box>
      ))}
    </Box>
  );
}
