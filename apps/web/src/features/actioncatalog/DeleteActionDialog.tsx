import { actionMessages } from '@portal/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { toast } from '../../kit/toast.ts';
import { useDeleteActionDefinition, useRulesForAction } from './queries.ts';

export const RULES_LOAD_FAILED = 'The rules that use this action could not be loaded.';

/**
 * The delete-dependencies confirmation (part 1 §2): names the rules that use the action (GetRulesForAction)
 * before asking. The server refuses to delete one in use and says why; that message is shown (§8).
 */
export function DeleteActionDialog({ target, onDone }: { target: { actionDefinitionId: string; name: string } | undefined; onDone: () => void }) {
  const rules = useRulesForAction(target?.actionDefinitionId);
  const remove = useDeleteActionDefinition();

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.actionDefinitionId, {
      onSuccess: (answer) => toast.success(answer?.message || actionMessages.deleted),
      onError: (error) => toast.error(error instanceof ApiError && error.message ? error.message : actionMessages.deleteFailed),
      onSettled: onDone,
    });
  };

  const users = rules.data ?? [];
  const message = (
    <>
      Are you sure you want to delete the action definition &apos;{target?.name ?? ''}&apos;? This cannot be undone.
      {rules.isPending && target && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <CircularProgress size={16} aria-label="Loading the rules that use it" /> Looking for rules that use it...
        </Box>
      )}
      {rules.isError && <Box sx={{ mt: 2 }}>{RULES_LOAD_FAILED}</Box>}
      {users.length > 0 && (
        <Box component="span" sx={{ display: 'block', mt: 2 }}>
          It is used by {users.length === 1 ? 'this rule' : `these ${users.length} rules`}; remove it from them first:
          <Box component="ul" sx={{ my: 1, pl: 3 }} aria-label="Rules using this action">
            {users.map((rule) => (
              <li key={rule.ruleId}>{rule.name}</li>
            ))}
          </Box>
        </Box>
      )}
      {rules.isSuccess && users.length === 0 && <Box sx={{ mt: 2 }}>No rules use it.</Box>}
    </>
  );

  return (
    <ConfirmDialog
      open={Boolean(target)}
      title="Delete Action Definition"
      message={message}
      busy={remove.isPending}
      focusCancel
      onConfirm={confirm}
      onCancel={onDone}
    />
  );
}
