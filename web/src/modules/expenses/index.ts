// What the expense claims add to the generic pages (the printed claim form).
export {};
