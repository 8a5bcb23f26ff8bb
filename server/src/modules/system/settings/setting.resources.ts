import { defineResource } from '../../../core/resource/define-resource';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { L } from '../../../core/resource/label';

const flag = (zh: string, en: string): FieldDecl => ({ type: 'boolean', label: L(zh, en), required: true });
const days = (zh: string, en: string): FieldDecl => ({ type: 'int', label: L(zh, en), required: true, min: 0, max: 365 });
// "0" or "1", labelled by the yesOrNo dictionary (SPEC §2: the home-page flags are strings, "0" by default)
const disp = (zh: string, en: string): FieldDecl => ({ type: 'enum', options: ['0', '1'], enumName: 'yesOrNo', label: L(zh, en), required: true });

// The message-settings dialog: one row per user, read and saved by the user only (getMine, saveMine).
export const sysRemindSettingResource = defineResource({
  name: 'SysRemindSetting',
  label: L('消息设置', 'Message settings'),
  fields: {
    insurance: flag('保险提醒', 'Insurance reminders'),
    insuranceDays: days('保险提前天数', 'Insurance: days ahead'),
    hotel: flag('酒店提醒', 'Hotel reminders'),
    hotelDays: days('酒店提前天数', 'Hotel: days ahead'),
    certificate: flag('证书提醒', 'Certificate reminders'),
    certificateDays: days('证书提前天数', 'Certificates: days ahead'),
    qualification: flag('资质提醒', 'Qualification reminders'),
    qualificationDays: days('资质提前天数', 'Qualifications: days ahead'),
  },
});

// The home-page-settings dialog: which dashboard panels show.
export const sysDispSettingResource = defineResource({
  name: 'SysDispSetting',
  label: L('首页设置', 'Home page settings'),
  fields: {
    dispNotice: disp('显示公告', 'Show notices'),
    dispKnowledge: disp('显示知识库', 'Show knowledge base'),
    dispVacation: disp('显示休假', 'Show leave'),
    dispTravel: disp('显示出差', 'Show business travel'),
  },
});

// What a user has before saving anything: the columns' defaults (migration CreateFoundation).
export const REMIND_DEFAULTS = {
  insurance: true,
  insuranceDays: 7,
  hotel: true,
  hotelDays: 1,
  certificate: true,
  certificateDays: 30,
  qualification: true,
  qualificationDays: 30,
};

export const DISP_DEFAULTS = { dispNotice: '0', dispKnowledge: '0', dispVacation: '0', dispTravel: '0' };
