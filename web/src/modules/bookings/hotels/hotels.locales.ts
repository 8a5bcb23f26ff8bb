// The hotels module's own words (the bookings' come from the server's declarations).
export const hotelsLocales = {
  zh: {
    hotels: {
      settlement: {
        summary: '按酒店和月份汇总',
        stays: '待结算明细',
      },
      approval: { title: '入住安排', none: '没有入住人员' },
    },
  },
  en: {
    hotels: {
      settlement: {
        summary: 'By hotel and month',
        stays: 'Stays to settle',
      },
      approval: { title: 'Stays', none: 'No guests' },
    },
  },
};
