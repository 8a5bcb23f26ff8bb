import type { ComponentType } from 'react';
import type { AskedCall } from '../../core/api/call-ahead';
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
// (the workflow's "waiting for me"); each renders nothing when it has nothing to show. `asks`: the read the
// widget draws with, sent with the sign-in (home-ahead.ts) so the widget draws with the home page instead
// of pushing it down a moment later; the widget then reads it through callAhead (takeAnswered) with that
// very body.
const widgets: Array<{ key: string; Component: ComponentType; asks?: AskedCall }> = [];

export function registerDashboardWidget(key: string, Component: ComponentType, asks?: AskedCall): void {
  if (!widgets.some((w) => w.key === key)) widgets.push({ key, Component, asks });
}

export const dashboardWidgets = () => widgets;

export const widgetCalls = (): AskedCall[] => widgets.flatMap((w) => (w.asks ? [w.asks] : []));
