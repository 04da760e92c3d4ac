import { useParams } from 'react-router';
import { useGetWorkshopScheduleQuery } from '../workshop-schedules/api';

/** The schedule named by the route's `:id`. */
export function useScheduleParam() {
  const { id = '' } = useParams();
  return useGetWorkshopScheduleQuery(id);
}
