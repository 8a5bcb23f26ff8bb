export interface MenuRow {
  id: number;
  parentId: number | null;
  menuType: 'D' | 'M' | 'B';
  perms: string;
  nameZh: string;
  nameEn: string;
  path: string | null;
  icon: string | null;
  sort: number;
  visible: boolean;
  // the group the screen's declaration shows it in instead of its directory (report screens: 'reports')
  group?: string | null;
}

export type { CodeRow } from '../i18n/catalog-bundles';
