import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface ChartGroup {
  label: string;
  values: Record<string, number | null | undefined>;
}

/** Width of a bar in percent of the largest value (0 when nothing to compare with). */
export function barPercent(value: number | null | undefined, max: number): number {
  if (!value || value <= 0 || !(max > 0)) return 0;
  return Math.min(100, (value / max) * 100);
}

/** The largest value the bars compare against: of all groups, or of each group on its own. */
export function chartMax(groups: ChartGroup[], series: ChartSeries[], scale: 'all' | 'group', group?: ChartGroup): number {
  const values = (scale === 'group' && group ? [group] : groups).flatMap(g => series.map(s => g.values[s.key] ?? 0));
  return Math.max(0, ...values);
}

/**
 * Horizontal grouped bars drawn with plain boxes (no chart library): one row of bars per group, one
 * bar per series. `scale: 'group'` compares only within a group (figures of different units).
 */
export function ChartBars({
  title,
  series,
  groups,
  scale = 'all',
  format = String,
}: {
  title: string;
  series: ChartSeries[];
  groups: ChartGroup[];
  scale?: 'all' | 'group';
  format?(value: number): string;
}) {
  return (
    <Box role="figure" aria-label={title} sx={{maxWidth: 800}}>
      <Typography variant="subtitle1" component="h2" sx={{mb: 1}}>
        {title}
      </Typography>
      <Box sx={{display: 'flex', gap: 2, mb: 1}}>
        {series.map(s => (
          <Box key={s.key} sx={{display: 'flex', alignItems: 'center', gap: 0.5}}>
            <Box sx={{width: 12, height: 12, bgcolor: s.color, borderRadius: 0.5}} />
            <Typography variant="body2">{s.label}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 1.5}}>
        {groups.map(group => {
          const max = chartMax(groups, series, scale, group);
          return (
            <Box key={group.label} sx={{display: 'contents'}}>
              <Typography variant="body2" sx={{alignSelf: 'center'}}>
                {group.label}
              </Typography>
              <Box sx={{display: 'grid', gap: 0.5}}>
                {series.map(s => {
                  const value = group.values[s.key] ?? 0;
                  return (
                    <Box key={s.key} sx={{display: 'flex', alignItems: 'center', gap: 1}} title={`${s.label}: ${format(value)}`}>
                      <Box
                        data-testid="chart-bar"
                        sx={{
                          height: 14,
                          bgcolor: s.color,
                          borderRadius: 0.5,
                          width: `${barPercent(value, max)}%`,
                          minWidth: value > 0 ? 2 : 0,
                        }}
                      />
                      <Typography variant="caption">{format(value)}</Typography>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
