// The crew screens' own words (the file, the two-step add), registered with i18n by this module.
export const crewLocales = {
  zh: {
    crew: {
      file: '档案',
      basic: '基本信息',
      insurance: '保险',
      tabEmpty: '没有您可以查看的记录',
      step1: '填写船员主信息',
      step2: '补充证书、家庭、银行与履历',
      saveNext: '保存并下一步',
      finish: '完成',
      resume: '导出履历表',
      addFirst: '请先添加船员主信息',
      notFound: '船员不存在或不在您的数据权限范围内',
      goAdd: '去新增船员',
      addPastService: '补录履历',
    },
  },
  en: {
    crew: {
      file: 'File',
      basic: 'Personal details',
      insurance: 'Insurance',
      tabEmpty: 'Nothing here you may read',
      step1: 'Main record',
      step2: 'Certificates, family, bank and sea service',
      saveNext: 'Save and continue',
      finish: 'Finish',
      resume: 'Résumé',
      addFirst: 'Add the seafarer’s main record first',
      addPastService: 'Record past service',
      notFound: 'This seafarer does not exist or is outside your data rights',
      goAdd: 'Add a seafarer',
    },
  },
};
