// The insurance module's own words (the declarations' come from the server's declarations).
export const insuranceLocales = {
  zh: {
    insurance: {
      gaps: {
        title: '参保缺口与重复',
        all: '查看名单',
        count: '{{count}} 名船员在船未参保或重复参保，请尽快处理',
      },
    },
  },
  en: {
    insurance: {
      gaps: {
        title: 'Gaps and doubles',
        all: 'See the list',
        count: '{{count}} seafarers on board have no cover or are insured twice: deal with them soon',
      },
    },
  },
};
