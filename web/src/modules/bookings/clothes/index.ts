// What the clothes screens add to the generic pages (registered by web/src/modules/bookings/index.ts).
export {};
