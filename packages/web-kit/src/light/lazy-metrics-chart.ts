import { lazy } from 'react';

/** The revenue and bookings chart, fetched with recharts on first render (wrap it in Suspense). */
export const LazyMetricsChart = lazy(() => import('./metrics-chart'));
export type { ChartColors } from './metrics-chart';
