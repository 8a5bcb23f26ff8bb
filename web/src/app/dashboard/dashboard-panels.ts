import type { DispSetting } from '../dialogs/settings-api';

// Each home-page flag shows the latest rows of the screen it names (by menu key, not by entity name,
// so the panel appears as soon as the module declaring that screen lands).
export interface PanelSpec {
  flag: keyof DispSetting;
  screen: string;
}

export const PANELS: PanelSpec[] = [
  { flag: 'dispNotice', screen: 'noticeManage' },
  { flag: 'dispKnowledge', screen: 'knowledgeBaseManage' },
  { flag: 'dispVacation', screen: 'vacationManage' },
  { flag: 'dispTravel', screen: 'businessTravelManage' },
];

export const shownPanels = (s: DispSetting): PanelSpec[] => PANELS.filter((p) => s[p.flag] === '1');
