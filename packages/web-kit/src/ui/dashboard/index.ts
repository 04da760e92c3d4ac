export { DashboardView } from './dashboard-view';
export { KpiCards } from './kpi-cards';
