import type { ComponentType } from 'react';
import type { SessionGrant } from '../../core/access/operation-access';
import type { CatalogAnswers } from '../../core/catalog/catalog-loader';
import { DISP_FLAGS, type DispSetting } from '../dialogs/settings-api';

// Each home-page flag shows the latest rows of the screen it names (by menu key, not by entity name,
// so the panel appears as soon as the module declaring that screen lands). The module a screen belongs
// to registers its panel; the page knows none of them.
export interface PanelSpec {
  flag: keyof DispSetting;
  screen: string;
}

const panels: PanelSpec[] = [];

export function registerDashboardPanel(spec: PanelSpec): void {
  if (!panels.some((p) => p.flag === spec.flag)) panels.push(spec);
}

// In the order of the home-page settings' flags, whichever module registered first.
export const shownPanels = (s: DispSetting): PanelSpec[] =>
  panels.filter((p) => s[p.flag] === '1').sort((a, b) => DISP_FLAGS.indexOf(a.flag) - DISP_FLAGS.indexOf(b.flag));

// Panels shown to whoever has something in them, above the chosen ones and whatever the settings say
// (the workflow's "waiting for me"); each renders nothing when it has nothing to show. `askAhead`: asks
// what the widget draws with as soon as sign-in has the catalog (home-ahead.ts), for a widget whose call
// depends on the catalog; the widget then draws with the home page instead of pushing it down later.
export type WidgetAhead = (catalog: CatalogAnswers, grant: SessionGrant) => void;
const widgets: Array<{ key: string; Component: ComponentType; askAhead?: WidgetAhead }> = [];

export function registerDashboardWidget(key: string, Component: ComponentType, askAhead?: WidgetAhead): void {
  if (!widgets.some((w) => w.key === key)) widgets.push({ key, Component, askAhead });
}

export const dashboardWidgets = () => widgets;

export function askWidgetsAhead(catalog: CatalogAnswers, grant: SessionGrant): void {
  for (const w of widgets) w.askAhead?.(catalog, grant);
}
