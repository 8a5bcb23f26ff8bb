// Flat rows with parentId → nested nodes, and the check cascade used by the rights trees.
export interface FlatNode {
  id: number;
  parentId?: number | null;
}

export type Nested<T> = T & { children?: Nested<T>[] };

export function buildTree<T extends FlatNode>(rows: T[]): Nested<T>[] {
  const byId = new Map<number, Nested<T>>();
  for (const r of rows) byId.set(r.id, { ...r });
  const roots: Nested<T>[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId != null ? byId.get(node.parentId) : undefined;
    // a row whose parent is not in the list (filtered out, or a cycle) is shown at the top
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export function descendantsOf(rows: FlatNode[], id: number): number[] {
  const kids = new Map<number, number[]>();
  for (const r of rows) if (r.parentId != null) kids.set(r.parentId, [...(kids.get(r.parentId) ?? []), r.id]);
  const out: number[] = [];
  const seen = new Set<number>([id]);
  const stack = [...(kids.get(id) ?? [])];
  while (stack.length) {
    const n = stack.pop()!;
    if (seen.has(n)) continue;
    seen.add(n);
    out.push(n);
    stack.push(...(kids.get(n) ?? []));
  }
  return out;
}

export function ancestorsOf(rows: FlatNode[], id: number): number[] {
  const parent = new Map<number, number | null | undefined>(rows.map((r) => [r.id, r.parentId]));
  const out: number[] = [];
  let p = parent.get(id);
  while (p != null && !out.includes(p) && p !== id) {
    out.push(p);
    p = parent.get(p);
  }
  return out;
}

// Checking grants the node and everything below it; with `upwards` also the path above it (a button is
// useless without its screen). Unchecking removes the node and everything below it, so a screen may stay
// granted with none of its buttons. Department rights do not go upwards: a unit never grants its parent.
export function cascadeCheck(rows: FlatNode[], current: number[], id: number, checked: boolean, upwards = true): number[] {
  const set = new Set(current);
  if (checked) {
    for (const n of [id, ...descendantsOf(rows, id), ...(upwards ? ancestorsOf(rows, id) : [])]) set.add(n);
  } else {
    for (const n of [id, ...descendantsOf(rows, id)]) set.delete(n);
  }
  return [...set].sort((a, b) => a - b);
}
