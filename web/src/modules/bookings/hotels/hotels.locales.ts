// The hotels module's own words (the bookings' come from the server's declarations).
export const hotelsLocales = {
  zh: {
    hotels: {
      settlement: {
        summary: '按酒店和月份汇总',
        stays: '待结算明细',
      },
    },
  },
  en: {
    hotels: {
      settlement: {
        summary: 'By hotel and month',
        stays: 'Stays to settle',
      },
    },
  },
};
