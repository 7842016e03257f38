import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ruleTypeNames, type ProtocolMatchedRule } from '@portal/contracts';
import { Link as RouterLink } from 'react-router';
import { enumName } from '../../kit/enums.ts';
import { ASSIGNED_RULES_PAGE_SIZE, type useMatchedRules } from './queries.ts';

export const NO_ASSIGNED_RULES = "No rule opens work units under this protocol yet. A rule's Create Work Unit action names the protocol.";
export const ASSIGNED_RULES_LOAD_FAILED = 'The rules of this protocol could not be loaded.';

/** The Rules screen's edit panel of a rule (rules live under their tenant). */
export const ruleHref = (rule: Pick<ProtocolMatchedRule, 'ruleId' | 'tenantId'>, fallbackTenantId: string) =>
  `/${rule.tenantId ?? fallbackTenantId}/rules?ruleId=${encodeURIComponent(rule.ruleId)}`;

/**
 * Assigned Rules (part 1 §2, §7 GetMatchedRules, §9 page size 100): the rules whose create-work-unit action
 * opens work units under this protocol; each name opens the rule on the Rules screen.
 */
export function AssignedRulesTab({ tenantId, rules, page, onPageChange }: {
  tenantId: string;
  rules: ReturnType<typeof useMatchedRules>;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const all = rules.data ?? [];
  const total = all.length;
  const rows = all.slice(page * ASSIGNED_RULES_PAGE_SIZE, (page + 1) * ASSIGNED_RULES_PAGE_SIZE);
  return (
    <Box sx={{ pt: 1 }}>
      <Box sx={{ height: 4 }}>{rules.isFetching && <LinearProgress aria-label="Loading assigned rules" />}</Box>
      {rules.isError && <Alert severity="error">{ASSIGNED_RULES_LOAD_FAILED}</Alert>}
      {rules.isSuccess && total === 0 && <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>{NO_ASSIGNED_RULES}</Typography>}
      {rows.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Assigned rules">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Enabled</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((rule) => (
                  <TableRow key={rule.ruleId} hover>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={ruleHref(rule, tenantId)} underline="hover">{rule.name}</Link>
                    </TableCell>
                    <TableCell>{enumName(ruleTypeNames, rule.ruleTypeId)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={rule.enabled ? 'Enabled' : 'Disabled'} color={rule.enabled ? 'success' : 'default'} variant={rule.enabled ? 'filled' : 'outlined'} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={ASSIGNED_RULES_PAGE_SIZE}
            rowsPerPageOptions={[ASSIGNED_RULES_PAGE_SIZE]}
            onPageChange={(_event, next) => onPageChange(next)}
          />
        </>
      )}
    </Box>
  );
}
