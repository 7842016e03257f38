import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { controlStatusColors, controlStatusLabels, controlStatusValues } from '@portal/contracts';
import { Suspense, lazy } from 'react';
import type { WeekCounts } from './weekCounts.ts';

const ComplianceTrendChart = lazy(() => import('./ComplianceTrendChart.tsx'));

/** The share compliant as a percentage with 2 decimals (as the version report shows its share, part 1 §9). */
export const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/** Above the grid: the week's counts per status, the share compliant, and the last 12 weeks as a chart. */
export function ComplianceSummary({ weeks }: { weeks: WeekCounts[] | undefined }) {
  const current = weeks?.at(-1);
  return (
    <Box component="section" aria-label="Summary" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, mb: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary">Compliant this week</Typography>
          <Typography variant="h4" component="p" data-testid="compliant-share">{current ? percent(current.compliantShare) : '—'}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {current ? `${current.counts.Compliant ?? 0} of ${current.controls} controls` : ' '}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {controlStatusValues.map((status) => (
              <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid={`count-${status}`}>
                <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: controlStatusColors[status] }} />
                <Typography variant="body2" sx={{ flex: 1 }}>{controlStatusLabels[status]}</Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{current ? current.counts[status] ?? 0 : '—'}</Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 1 } }}>
          <Typography variant="subtitle2" color="text.secondary" component="h2">Last 12 weeks</Typography>
          <Box sx={{ minHeight: 220 }}>
            {weeks ? (
              <Suspense fallback={<Skeleton variant="rectangular" height={220} />}>
                <ComplianceTrendChart weeks={weeks} />
              </Suspense>
            ) : <Skeleton variant="rectangular" height={220} />}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
