import { defineDictionaries } from '../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../core/dictionary/dict-dsl';
import { shipStatus } from './clients.states';

// Clients: shipowners, ships, suppliers and customers.
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const CLIENT_DICTIONARIES = defineDictionaries('clients', [
  dict(346, 'cooperationType', '合作方式', 'Cooperation type', numbered([
    ['全船配员', 'Full manning'],
    ['部分配员', 'Partial manning'],
    ['劳务派遣', 'Crew supply'],
    ['船舶管理', 'Ship management'],
  ])),
  dict(347, 'shipStatus', '船舶状态', 'Ship status', shipStatus.items),
  dict(348, 'area', '地区', 'Area', numbered([
    ['国内', 'Domestic'],
    ['境外', 'Overseas'],
  ])),
  dict(349, 'supplierCategory', '供应商类别', 'Supplier category', numbered([
    ['酒店', 'Hotel'],
    ['票务代理', 'Travel agent'],
    ['服装', 'Clothing'],
    ['培训机构', 'Training centre'],
    ['体检医院', 'Medical clinic'],
    ['车辆租赁', 'Car hire'],
    ['其他', 'Other'],
    // the insurers of commercial policies and master contracts (the insurance module)
    ['保险公司', 'Insurer'],
  ])),
  dict(350, 'customerSource', '客户来源', 'Customer source', numbered([
    ['老客户推荐', 'Referral'],
    ['行业展会', 'Trade fair'],
    ['网络', 'Online'],
    ['电话开发', 'Cold call'],
    ['行业协会', 'Industry association'],
    ['其他', 'Other'],
  ])),
  dict(351, 'customerLevel', '客户等级', 'Customer level', numbered([
    ['重点客户', 'Key account'],
    ['普通客户', 'Regular'],
    ['潜在客户', 'Prospect'],
  ])),
  dict(352, 'visitWay', '拜访方式', 'Visit type', numbered([
    ['上门拜访', 'On-site visit'],
    ['来访接待', 'Visit to our office'],
    ['电话', 'Phone'],
    ['视频会议', 'Video call'],
    ['邮件', 'Email'],
    ['微信', 'WeChat'],
  ])),
]);
