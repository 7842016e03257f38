import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutral from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** Done for Resolved, Closed and Canceled; Active for every other state (the server sends which). */
export function StatusChip({ status }: { status: 'Done' | 'Active' | undefined }) {
  if (!status) return null;
  return <Chip size="small" label={status} color={status === 'Done' ? 'success' : 'info'} variant={status === 'Done' ? 'filled' : 'outlined'} />;
}

const satisfaction = {
  Great: { icon: SentimentSatisfiedAlt, color: 'success' },
  Average: { icon: SentimentNeutral, color: 'warning' },
  Poor: { icon: SentimentDissatisfied, color: 'error' },
} as const;

/** The stakeholder's experience score as a face; nothing when not rated. */
export function SatisfactionIcon({ score }: { score: string | null | undefined }) {
  if (score !== 'Great' && score !== 'Average' && score !== 'Poor') return null;
  const { icon: Icon, color } = satisfaction[score];
  return (
    <Tooltip title={score}>
      <Icon color={color} aria-label={`Satisfaction: ${score}`} role="img" />
    </Tooltip>
  );
}
