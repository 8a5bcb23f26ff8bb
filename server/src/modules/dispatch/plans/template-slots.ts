export interface Slot {
  duty: string;
  count: number;
}

// A manning template's rank slots as the office types them: "1:1, 2:1, 12:3", each a rank (the duty
// dictionary's value) and its places; ranks once each, 1–20 places. Null when the text is not that.
export function parseSlots(text: string): Slot[] | null {
  const parts = text.split(/[,，;；\s]+/).filter(Boolean);
  const slots: Slot[] = [];
  for (const p of parts) {
    const m = /^(\d{1,3})[:：](\d{1,2})$/.exec(p);
    if (!m || slots.some((s) => s.duty === m[1])) return null;
    const count = Number(m[2]);
    if (count < 1 || count > 20) return null;
    slots.push({ duty: m[1], count });
  }
  return slots.length ? slots : null;
}

export const slotsText = (slots: Slot[]): string => slots.map((s) => `${s.duty}:${s.count}`).join(', ');
