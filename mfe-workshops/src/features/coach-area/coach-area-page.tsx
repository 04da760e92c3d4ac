// The coach area at /c in the storefront (light: no antd, web-kit's cw-* classes): my upcoming and
// past schedules, creating and editing schedules I teach (on workshops I am assigned to), each
// schedule's attendees, and the resources of the workshops I am assigned to.
import { Route, Routes } from 'react-router';
import { CheckIn } from './components/check-in';
import { EditSchedule } from './components/edit-schedule';
import { NotFound } from './components/not-found';
import { Overview } from './components/overview';
import { ScheduleDetail } from './components/schedule-detail';
import { ScheduleForm } from './components/schedule-form';

export function CoachAreaPage() {
  return (
    <Routes>
      <Route index element={<Overview />} />
      <Route path="schedules/new" element={<ScheduleForm schedule={null} />} />
      <Route path="schedules/:id" element={<ScheduleDetail />} />
      <Route path="schedules/:id/edit" element={<EditSchedule />} />
      <Route path="schedules/:id/check-in" element={<CheckIn />} />
      <Route path="*" element={<NotFound what="Page" />} />
    </Routes>
  );
}
