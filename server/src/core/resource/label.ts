import type { Label } from './resource.types';

// A text in both languages, as declarations carry labels: L('船员', 'Seafarer').
export const L = (zh: string, en: string): Label => ({ zh, en });
