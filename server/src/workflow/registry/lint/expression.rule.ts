import { EXPRESSION_SERVICE_NAMES } from '../../engine/expression-services';

// The one expression form conditions may use: a single call of an allow-listed function,
//   ${environment.services.gt(environment.variables.days,environment.variables.settings.longLeaveDays)}
// with paths, numbers or quoted strings as arguments. bpmn-engine's expression language has no
// operators (${days > 3} is silently false) and does not evaluate nested calls, so anything else is
// refused rather than left to misbehave. Answers what is wrong, or null.
const CALL = /^\$\{environment\.services\.([A-Za-z_]\w*)\(([^()]*)\)\}$/;
const PATH = /^(environment\.(variables|output)|content)(\.[A-Za-z_]\w*)+$/;
const LITERAL = /^(-?\d+(\.\d+)?|'[^']*'|"[^"]*"|true|false|null)$/;

export function checkExpression(body: string): string | null {
  const text = body.trim();
  const m = CALL.exec(text);
  if (!m) {
    if (/\(\s*[^()]*\(/.test(text)) return `"${text}" nests calls, which the engine does not evaluate; use one call such as anyGt(a,x,b,y)`;
    if (/[<>=!&|+*/-]{1,2}/.test(text.replace(/^\$\{|\}$/g, '').replace(/environment\.[\w.]+/g, ''))) {
      return `"${text}" uses an operator, which the engine does not evaluate (always false); call a function such as gt(a,b)`;
    }
    return `"${text}" is not \${environment.services.<function>(<arguments>)}`;
  }
  const [, fn, args] = m;
  if (!(EXPRESSION_SERVICE_NAMES as readonly string[]).includes(fn)) {
    return `"${fn}" is not an allowed function (${EXPRESSION_SERVICE_NAMES.join(', ')})`;
  }
  const list = args.trim() ? args.split(',').map((a) => a.trim()) : [];
  const bad = list.find((a) => !PATH.test(a) && !LITERAL.test(a));
  if (bad !== undefined) return `argument "${bad}" of ${fn} is neither a path (environment.variables.x, environment.output.x, content.x) nor a literal`;
  return null;
}
