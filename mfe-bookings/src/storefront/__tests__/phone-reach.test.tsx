// At phone width (issue 31 item 12) the schedule page keeps a Book button in reach in a bar at the
// bottom, and the header's links sit behind a menu button. jsdom applies no media query, so these
// check what the bar and the menu do; the browser story checks where they show.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PublicScheduleDetail } from '../api';
import { HeaderMenu } from '../layout';
import ScheduleDetailPage from '../pages/schedule-detail';
import { on, renderAt, serve, PUBLIC_SCHEDULE, SCHEDULE_ID, USER } from './support/render';

const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
beforeEach(() => {
  scrolled.length = 0;
});

const page = (s: Partial<PublicScheduleDetail> = {}) => [
  on('GET', `/v1/public/workshop-schedules/${SCHEDULE_ID}`, { status: 200, body: { data: { ...PUBLIC_SCHEDULE, ...s } } }),
  on('GET', /^\/v1\/public\/users\//, { status: 404 }),
];

const openDetail = () =>
  renderAt(`/schedules/${SCHEDULE_ID}`, [{ path: '/schedules/:id', element: <ScheduleDetailPage /> }]);

describe('the Book bar on the schedule page', () => {
  it('shows the price and opens the same checkout as the booking box', async () => {
    serve(...page());
    openDetail();
    const bar = await screen.findByTestId('book-bar');
    expect(bar.textContent).toContain('€');
    const book = within(bar).getByRole('button', { name: 'Book now' });
    expect(book.getAttribute('aria-controls')).toBe('book-box');
    fireEvent.click(book);
    expect(await screen.findByRole('dialog', { name: `Book ${PUBLIC_SCHEDULE.workshop.title}` })).toBeTruthy();
    expect(scrolled.map((el) => el.id)).toEqual(['book-box']);
  });

  it('brings the box and its reason into view when the session takes no booking', async () => {
    serve(...page({ seatsLeft: 0 }));
    openDetail();
    fireEvent.click(await within(await screen.findByTestId('book-bar')).findByRole('button', { name: 'Why no booking?' }));
    expect(scrolled.map((el) => el.id)).toEqual(['book-box']);
    expect(document.activeElement?.textContent).toBe('Sold out.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the header menu', () => {
  const openMenu = (user: typeof USER | null = USER) => {
    renderAt('/b', [{ path: '*', element: <HeaderMenu /> }], user);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    return button;
  };

  it('lists Workshops and the signed-in person’s pages, the current one marked', () => {
    openMenu();
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Workshops', 'My bookings']);
    expect(within(menu).getByRole('link', { name: 'My bookings' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers sign in and sign up to a visitor', () => {
    openMenu(null);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/', '/login', '/register']);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    const button = openMenu();
    const workshops = screen.getByRole('link', { name: 'Workshops' });
    workshops.focus();
    fireEvent.keyDown(workshops, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link takes the visitor to another page', async () => {
    openMenu();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Workshops' }));
    });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });
});
