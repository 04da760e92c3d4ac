// The back-office routes of spec §2, which remote owns each, and the menu built from them.
export interface Section {
  path: string;
  title: string;
  remote: string;
}

export const SECTIONS: Section[] = [
  { path: 'roles', title: 'Roles', remote: 'mfe_identity' },
  { path: 'users', title: 'Users', remote: 'mfe_identity' },
  { path: 'tenants', title: 'Tenants', remote: 'mfe_tenants' },
  // The current tenant's pages: /t/{slug}/job-postings (the slug route parameter, spec §2).
  { path: 't', title: 'Job Postings', remote: 'mfe_tenants' },
  { path: 'bookings', title: 'Bookings', remote: 'mfe_bookings' },
  { path: 'vouchers', title: 'Vouchers', remote: 'mfe_bookings' },
  { path: 'workshops', title: 'Workshops', remote: 'mfe_workshops' },
  { path: 'workshop-schedules', title: 'Workshop Schedules', remote: 'mfe_workshops' },
  { path: 'workshop-templates', title: 'Workshop Templates', remote: 'mfe_workshops' },
];
