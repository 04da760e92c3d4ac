// The coach area at /c in the storefront (light: no antd, web-kit's cw-* classes): my upcoming and
// past schedules, creating and editing schedules I teach (on workshops I am assigned to), each
// schedule's attendees, and the resources of the workshops I am assigned to.
// It reads in the coach's account language, else the storefront page's (issue 28 item 5: the server
// chose it from the lang cookie or Accept-Language and named it in <html lang>, so the browser agrees).
// There is no antd here, so antd's own locale (ConfigProvider) is not needed and not loaded.
import { Route, Routes } from 'react-router';
import {
  I18nProvider,
  isLanguage,
  selectCurrentUser,
  useAppSelector,
  type Language,
} from '@coachwork/web-kit';
import { CheckIn } from './components/check-in';
import { EditSchedule } from './components/edit-schedule';
import { NotFound } from './components/not-found';
import { Overview } from './components/overview';
import { ScheduleDetail } from './components/schedule-detail';
import { ScheduleForm } from './components/schedule-form';
import { useCoachAreaI18n } from './messages';

/** The account's language, else the page's (the storefront's provider around this remote). */
function useCoachAreaLanguage(): Language {
  const user = useAppSelector(selectCurrentUser);
  const page = useCoachAreaI18n().lang;
  return user && isLanguage(user.language) ? user.language : page;
}

export function CoachAreaPage() {
  return (
    <I18nProvider lang={useCoachAreaLanguage()}>
      <Routes>
        <Route index element={<Overview />} />
        <Route path="schedules/new" element={<ScheduleForm schedule={null} />} />
        <Route path="schedules/:id" element={<ScheduleDetail />} />
        <Route path="schedules/:id/edit" element={<EditSchedule />} />
        <Route path="schedules/:id/check-in" element={<CheckIn />} />
        <Route path="*" element={<NotFound what="page" />} />
      </Routes>
    </I18nProvider>
  );
}
