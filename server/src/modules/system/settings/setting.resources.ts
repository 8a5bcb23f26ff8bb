import { defineResource } from '../../../core/resource/define-resource';
import type { FieldDecl } from '../../../core/resource/resource.types';
import { L } from '../../../core/resource/label';

// "0" or "1", labelled by the yesOrNo dictionary (SPEC §2: the home-page flags are strings, "0" by default)
const disp = (zh: string, en: string): FieldDecl => ({ type: 'enum', options: ['0', '1'], enumName: 'yesOrNo', label: L(zh, en), required: true });

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
export const DISP_DEFAULTS = { dispNotice: '0', dispKnowledge: '0', dispVacation: '0', dispTravel: '0' };
