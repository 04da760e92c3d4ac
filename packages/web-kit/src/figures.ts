// @coachwork/web-kit/figures: the key figures and the lazy chart for the coach area's figures (the
// console's dashboard in web-kit/ui imports the same modules). Not a shared module: the storefront's home
// page draws no figures, and the shared barrel is in its budget. The page's language comes from the
// shared web-kit.
export { changeLabel, changeOf, kpisOf } from './light/metrics-kpis';
export type { Kpi } from './light/metrics-kpis';
export { LazyMetricsChart } from './light/lazy-metrics-chart';
export type { ChartColors } from './light/lazy-metrics-chart';
