import { localToday } from '../../server/src/core/config/local-date';

// A date `offset` days from today on the company's clock (TIME_ZONE), as the server judges "today":
// from 16:00 UTC the company's date is already tomorrow's, and a UTC date would be a day behind.
export const day = (offset: number): string => localToday(new Date(Date.now() + offset * 86_400_000));
