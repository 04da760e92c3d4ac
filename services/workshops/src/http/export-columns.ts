// The columns of the workshops service's list exports (CSV and XLSX), over the items the lists answer.
import { exportDate, type ExportColumn } from '@coachwork/service-kit';
import type { WorkshopTemplateDto } from '../data/workshop-template.repository';
import type { WorkshopDto } from '../data/workshop.repository';
import type { WorkshopScheduleDto } from '../data/workshop-schedule.repository';

export const TEMPLATE_EXPORT: ExportColumn<WorkshopTemplateDto>[] = [
  { header: 'ID', value: (t) => t.id, width: 38 },
  { header: 'Title', value: (t) => t.title, width: 30 },
  { header: 'Slug', value: (t) => t.slug },
  { header: 'Level', value: (t) => t.level },
  { header: 'Price', value: (t) => t.price, type: 'money' },
  { header: 'Created at', value: (t) => exportDate(t.createdAt), type: 'date' },
  { header: 'Updated at', value: (t) => exportDate(t.updatedAt), type: 'date' },
  { header: 'Deleted at', value: (t) => exportDate(t.deletedAt), type: 'date' },
];

export const WORKSHOP_EXPORT: ExportColumn<WorkshopDto>[] = [
  { header: 'ID', value: (w) => w.id, width: 38 },
  { header: 'Title', value: (w) => w.title, width: 30 },
  { header: 'Slug', value: (w) => w.slug },
  { header: 'Template ID', value: (w) => w.workshopTemplateId, width: 38 },
  { header: 'Price', value: (w) => w.price, type: 'money' },
  { header: 'Min seats', value: (w) => w.minSeats, type: 'number' },
  { header: 'Max seats', value: (w) => w.maxSeats, type: 'number' },
  { header: 'Tags', value: (w) => w.tags.join(', ') },
  { header: 'Coach IDs', value: (w) => w.coachIds.join(', '), width: 38 },
  { header: 'Created at', value: (w) => exportDate(w.createdAt), type: 'date' },
  { header: 'Updated at', value: (w) => exportDate(w.updatedAt), type: 'date' },
  { header: 'Deleted at', value: (w) => exportDate(w.deletedAt), type: 'date' },
];

export const SCHEDULE_EXPORT: ExportColumn<WorkshopScheduleDto>[] = [
  { header: 'ID', value: (s) => s.id, width: 38 },
  { header: 'Workshop', value: (s) => s.workshop?.title ?? s.workshopId, width: 30 },
  { header: 'Coach', value: (s) => s.coach?.username ?? s.coachId },
  { header: 'Starts', value: (s) => exportDate(s.startDate), type: 'date' },
  { header: 'Ends', value: (s) => exportDate(s.endDate), type: 'date' },
  { header: 'Time zone', value: (s) => s.timezone },
  { header: 'Status', value: (s) => s.status },
  { header: 'Visibility', value: (s) => s.visibility },
  { header: 'Mode', value: (s) => s.mode },
  { header: 'Capacity', value: (s) => s.capacity, type: 'number' },
  { header: 'Seats left', value: (s) => s.seatsLeft, type: 'number' },
  { header: 'Price', value: (s) => s.price, type: 'money' },
  { header: 'Venue', value: (s) => s.venueName },
  { header: 'City', value: (s) => s.venueCity },
  { header: 'Country', value: (s) => s.country },
  { header: 'Language', value: (s) => s.language },
  { header: 'Cancelled at', value: (s) => exportDate(s.cancelledAt), type: 'date' },
  { header: 'Cancellation reason', value: (s) => s.cancellationReason, width: 30 },
];
