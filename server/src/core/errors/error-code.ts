import { fillTemplate } from '../i18n/lang';

// Every error the API can answer with. The HTTP status doubles as the envelope's `code`;
// the messages are what a user reads, in the caller's language.
export type Lang = 'zh' | 'en';

export interface ErrorDef {
  status: number;
  zh: string;
  en: string;
}

const def = (status: number, zh: string, en: string): ErrorDef => ({ status, zh, en });

export const ErrorCode = {
  BadJson: def(400, '请求内容不是有效的 JSON', 'The request body is not valid JSON'),
  Validation: def(400, '输入有误：{fields}', 'Invalid input: {fields}'),
  BadRequest: def(400, '{reason}', '{reason}'),
  NotSignedIn: def(401, '请先登录', 'Please sign in'),
  TokenExpired: def(401, '登录已过期，请重新登录', 'Your session has expired, please sign in again'),
  BadCredentials: def(401, '账号或密码错误', 'Wrong account or password'),
  AccountLocked: def(403, '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试', 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes'),
  TooManyAttempts: def(429, '该地址登录失败次数过多，请 {minutes} 分钟后再试', 'Too many failed sign-ins from this address, try again in {minutes} minutes'),
  AccountDisabled: def(403, '账号已停用', 'This account is disabled'),
  WrongOldPassword: def(400, '原密码不正确', 'The current password is wrong'),
  Forbidden: def(403, '没有权限执行此操作', 'You do not have permission for this operation'),
  // a row action declared for one user of the row only (actWhen): the applicant withdraws their request
  NotYourAction: def(403, '只有{field}本人可以执行此操作', 'Only the {field} may do this'),
  // a write of company-wide data (ResourceDef.companyWide) by a caller without all data rights
  CompanyWideData: def(403, '该数据适用于全公司，只有拥有全部数据权限的用户可以修改', 'This data applies to the whole company: only users with all data rights may change it'),
  OutOfScope: def(403, '该记录不在您的数据权限范围内', 'This record is outside your data rights'),
  GrantBeyondOwn: def(403, '不能授予超出自己权限的角色或权限', 'You cannot grant rights you do not hold yourself'),
  ManageBeyondOwn: def(403, '该用户或角色的权限超出您的权限，不能修改', 'This user or role holds rights beyond yours and cannot be changed by you'),
  SelfGrant: def(403, '不能修改自己的角色、部门、公司或状态', 'You cannot change your own roles, department, company or status'),
  LeadsBeyondOwn: def(403, '该用户领导或审批您数据权限以外的部门，不能由您修改', 'This user leads or approves for departments outside your data rights and cannot be changed by you'),
  // on one's own account only the profile changes (ResourceDef.self, FieldDecl.selfEdit)
  OwnEntitlement: def(403, '不能修改自己的{fields}', 'You cannot change your own {fields}'),
  AdminAccountOnly: def(403, '只有系统管理员可以修改管理员账号', 'Only an administrator can change an administrator account'),
  ReadOnlyFields: def(400, '以下字段由系统维护，不能修改：{fields}', 'These fields are set by the system and cannot be changed: {fields}'),
  NothingToUpdate: def(400, '没有可修改的字段', 'The request names no field to change'),
  DeptOutOfScope: def(403, '只能选择您数据权限范围内的部门', 'Choose a department within your data rights'),
  UnknownEntity: def(404, '不存在的接口：{entity}', 'Unknown entity: {entity}'),
  UnknownOperation: def(404, '不存在的操作：{entity}/{operation}', 'Unknown operation: {entity}/{operation}'),
  // a call sent with a sign-in to be answered with it (ask-ahead.ts) that is not a plain read
  NotAskedAhead: def(400, '此操作不能随登录一并请求：{entity}/{operation}', 'This call cannot be asked with a sign-in: {entity}/{operation}'),
  RouteNotFound: def(404, '接口不存在', 'No such endpoint'),
  NotFound: def(404, '记录不存在或已被删除', 'The record does not exist or was deleted'),
  StaleVersion: def(409, '该记录已被他人修改，请刷新后重试', 'Someone else changed this record; reload and try again'),
  Duplicate: def(409, '{field} 已存在', '{field} already exists'),
  MissingRef: def(400, '引用的记录不存在', 'A referenced record does not exist'),
  InUse: def(409, '记录正在被使用，不能删除', 'The record is in use and cannot be deleted'),
  TooLarge: def(413, '文件或请求超过 20M 上限', 'The file or request exceeds the 20 MB limit'),
  // a sign-in is read before any token is checked, so it is kept to a few KB, compressed or not
  SignInTooLarge: def(413, '登录请求超过 {kb} KB 上限', 'A sign-in request may be at most {kb} KB'),
  BadMultipart: def(400, '上传内容格式有误', 'The upload is malformed'),
  TooManyFiles: def(400, '每次最多上传 {max} 个文件', 'At most {max} file(s) per upload'),
  UnsupportedMediaType: def(415, '只接受 UTF-8 编码的 JSON（上传文件用 multipart/form-data）', 'Only JSON in UTF-8 is accepted (multipart/form-data for uploads)'),
  BadBody: def(400, '请求内容无法读取', 'The request body could not be read'),
  BadHeader: def(400, '请求头 {header} 无效', 'The {header} header is invalid'),
  BadFileType: def(400, '不支持的文件类型', 'This file type is not allowed'),
  BadCron: def(400, 'Cron 表达式无效：{cron}', 'Invalid cron expression: {cron}'),
  UnknownJob: def(400, '未注册的任务：{bean}.{method}', 'No job is registered as {bean}.{method}'),
  MainRecordFirst: def(400, '请先添加主记录', 'Add the main record first'),
  SelectOnlyOne: def(400, '只能选择一条记录', 'Select only one record'),
  SelectOne: def(400, '请至少选择一条记录', 'Select at least one record'),
  AmountOutOfRange: def(400, '金额超出范围（须小于 1e15，最多 4 位小数）', 'Amount out of range (below 1e15, at most 4 decimals)'),
  // the database went away (restart, failover) or refuses connections: the call may be sent again
  DatabaseUnavailable: def(503, '数据库暂时无法访问，请稍后重试', 'The database cannot be reached right now; please try again shortly'),
  // PostgreSQL cancelled a statement that outran STATEMENT_TIMEOUT: a query of ours too slow for the request
  StatementTimeout: def(503, '查询耗时过长，已被取消，请缩小查询范围后重试', 'The query took too long and was cancelled; narrow it down and try again'),
  // a warning the user must see and accept (SPEC §5 "prompts whether to continue"): the envelope's fields
  // list each warning (key, text) and `confirmToken` covers them; the same call sent again with that
  // token in X-Confirm goes through while the warnings stay the same
  ConfirmRequired: def(428, '请确认后继续：{items}', 'Please confirm to continue: {items}'),
  // an Idempotency-Key sent again on another operation or with another body (core/idempotency)
  IdempotencyKeyReused: def(422, '该请求标识已用于另一请求，请重新提交', 'This Idempotency-Key was used for a different request; submit again'),
  IdempotencyInProgress: def(409, '相同的请求正在处理中，请稍后查看结果', 'The same request is still being processed; check its result shortly'),
  // an HTTP status no other key names, passed through as it is
  HttpStatus: def(500, '请求未能完成（{status}）', 'The request could not be completed ({status})'),
  Internal: def(500, '服务器内部错误，请稍后重试', 'Internal server error, please try again later'),
} as const;

export type CoreErrorKey = keyof typeof ErrorCode;
// a module's own error: '<module>.<name>' (defineErrors below)
export type ModuleErrorKey = `${string}.${string}`;
export type ErrorKey = CoreErrorKey | ModuleErrorKey;

const moduleErrors = new Map<string, ErrorDef>();

// A module's errors, with their texts in both languages, declared once in the module (<module>.errors.ts):
// answers the keys to throw. Re-declaring a name replaces it (test files load modules more than once).
export function defineErrors<M extends string, const T extends Record<string, readonly [status: number, zh: string, en: string]>>(
  module: M,
  defs: T,
): { readonly [K in keyof T & string]: `${M}.${K}` } {
  const keys: Record<string, string> = {};
  for (const [name, [status, zh, en]] of Object.entries(defs)) {
    const key = `${module}.${name}`;
    moduleErrors.set(key, def(status, zh, en));
    keys[name] = key;
  }
  return keys as { readonly [K in keyof T & string]: `${M}.${K}` };
}

export function errorDef(key: string): ErrorDef | undefined {
  return Object.hasOwn(ErrorCode, key) ? ErrorCode[key as CoreErrorKey] : moduleErrors.get(key);
}

// Every key a module declared (for the test that walks them).
export function moduleErrorKeys(): string[] {
  return [...moduleErrors.keys()];
}

export function formatMessage(key: ErrorKey, lang: Lang, params: Record<string, unknown> = {}): string {
  return fillTemplate(errorDef(key)?.[lang] ?? ErrorCode.Internal[lang], params, lang);
}
