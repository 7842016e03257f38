import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BlockType } from '@portal/contracts';
import { useState } from 'react';
import { ApiError } from '../../kit/api.ts';
import { toast } from '../../kit/toast.ts';
import { useSendTestValue } from './queries.ts';

export const TEST_VALUE_SENT = 'Test value stored: the rules evaluate it like any other value.';
export const TEST_VALUE_FAILED = 'The test value could not be stored. Please try again.';

/**
 * Sends one value to the block now (Blocks edit): to see a rule match, or an action run, without waiting for the
 * feed. A Numeric block's text is sent as a number when it reads as one, so the server's message names the rule.
 */
export function BlockTestValue({ blockId, blockTypeId }: { blockId: string; blockTypeId: number }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = useSendTestValue(blockId);
  const submit = () => {
    const trimmed = text.trim();
    const asNumber = Number(trimmed);
    const value = blockTypeId !== BlockType.smallText && trimmed !== '' && Number.isFinite(asNumber) ? asNumber : trimmed;
    setProblem(undefined);
    const sent = text;
    send.mutate(value, {
      onSuccess: () => {
        toast.success(TEST_VALUE_SENT);
        // A value typed while this one was sent is kept.
        setText((current) => (current === sent ? '' : current));
      },
      onError: (error) => setProblem(error instanceof ApiError && error.status === 400 ? error.message : TEST_VALUE_FAILED),
    });
  };
  return (
    // Not a <form>: it sits inside the drawer's form; Enter here sends the value, not the drawer.
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', my: 1 }}>
      <TextField
        size="small"
        label="Test value"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (text.trim() !== '') submit();
        }}
        error={Boolean(problem)}
        helperText={problem}
        sx={{ flex: 1, maxWidth: 260 }}
      />
      <Button variant="outlined" onClick={submit} disabled={send.isPending || text.trim() === ''}>Send Test Value</Button>
    </Stack>
  );
}
