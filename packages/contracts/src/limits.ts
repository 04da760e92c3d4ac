// Ceilings of the numbers and dates a request may carry: checked by the schemas before any arithmetic,
// so nothing past them reaches a use case, an integer column or a Date.

/** The largest amount of money (major units: a price, a discount, a refund) anything may name. */
export const MONEY_MAX = 1_000_000;
/** Seats of one booking, and the capacity or seat limits of a workshop or a schedule. */
export const SEATS_MAX = 1000;
/** Uses of one voucher. */
export const VOUCHER_MAX_USES = 1_000_000;
/** Dates from the year 1 to 9999: what both JavaScript's ISO strings and PostgreSQL hold. */
export const FIRST_YEAR = 1;
export const LAST_YEAR = 9999;
