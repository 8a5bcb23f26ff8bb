import { readJson, writeJson } from '../storage';

// Hidden list columns per resource, remembered in this browser.
const key = (resource: string) => `columns:${resource}`;

export const loadHiddenColumns = (resource: string): string[] => readJson<string[]>(key(resource), []);
export const saveHiddenColumns = (resource: string, hidden: string[]): void => writeJson(key(resource), hidden);
