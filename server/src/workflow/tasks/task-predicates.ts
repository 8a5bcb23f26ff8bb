// "A task I may act on": assigned to me, offered to me among several people, or offered to one of my
// roles. One definition for the to-do list, completing, and reading rights. Written with @> and &&
// so the partial GIN indexes on open tasks serve it (= ANY() would not use them).
export function mayAct(alias: string, userParam: string, rolesParam: string): string {
  const a = alias ? `${alias}.` : '';
  return `(${a}assignee_id = ${userParam} OR ${a}candidate_user_ids @> ARRAY[${userParam}]::int[] OR ${a}candidate_role_ids && ${rolesParam}::int[])`;
}
