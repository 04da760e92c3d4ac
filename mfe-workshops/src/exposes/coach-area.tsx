export { CoachAreaPage as default } from '../features/coach-area/coach-area-page';
