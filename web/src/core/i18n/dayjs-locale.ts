import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n } from './i18n';

// Dates (pickers, lists, the timeline) follow the UI language. Imported by the frame, which shows every
// date there is: sign-in shows none, so dayjs and its locale stay off it (issue 11 §1).
const DAYJS_LOCALE = { zh: 'zh-cn', en: 'en' } as const;
const apply = (lng: string) => void dayjs.locale(DAYJS_LOCALE[lng === 'en' ? 'en' : 'zh']);

apply(i18n.language);
i18n.on('languageChanged', apply);
