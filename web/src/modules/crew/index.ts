import { registerFieldOverride, registerListOptions, registerRowExtension, registerScreen } from '../../core/resource/overrides';
import { CrewFileLink } from './CrewFileLink';
import { PhotoField } from './PhotoField';
import { BoardTag, WarnTag, warnRowClass } from './warn-state';
import { addCatalogBundles } from '../../core/i18n/i18n';
import { crewLocales } from './crew.locales';
import './crew.css';

addCatalogBundles(crewLocales);

// certificate types are a small tree (groups and their kinds): nesting reads better than pages
registerListOptions('SysCredential', { tree: true });
registerListOptions('BoatWork', { addLabel: 'crew.addPastService' });

// seafarers: adding in two steps, the file with its tabs, the search
registerScreen('boatUserInfoAdd', () => import('./CrewAddPage').then((m) => m.CrewAddPage));
registerScreen('boatUserInfoAddSecond', () => import('./CrewFilePage').then((m) => m.CrewAddSecondPage));
registerScreen('boatUserInfoEditForm', () => import('./CrewFilePage').then((m) => m.CrewFilePage));
registerScreen('boatUserInfoSearchList', () => import('./CrewSearchPage').then((m) => m.CrewSearchPage));
registerRowExtension({ key: 'crewFile', appliesTo: (r) => r.name === 'BoatUserInfo', Component: CrewFileLink });
registerFieldOverride('BoatUserInfo', 'photo', { FormItem: PhotoField });

// certificates and seafarers coloured by warning state (orange: warning, red: expired)
for (const [resource, field] of [
  ['BoatUserInfo', 'credWarn'],
  ['onBoardCrew', 'credWarn'],
  ['boatUserCredential', 'warnstatus'],
  ['credentialWarnList', 'warnstatus'],
] as const) {
  registerListOptions(resource, { rowClassName: (row) => warnRowClass(row[field]) });
  registerFieldOverride(resource, field, { Display: WarnTag });
}
registerFieldOverride('BoatUserInfo', 'boardState', { Display: BoardTag });
registerFieldOverride('onBoardCrew', 'boardState', { Display: BoardTag });
