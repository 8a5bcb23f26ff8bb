// i18n keys are dot-separated, and dictionary values may contain dots: escape them the same way
// when building the bundles and when looking a label up.
export const safeKey = (v: unknown): string => String(v).replace(/\./g, '_');

export const enumKey = (mark: string, value: unknown): string => `enums.${safeKey(mark)}.${safeKey(value)}`;
export const fieldKey = (entity: string, field: string): string => `resources.${entity}.fields.${field}`;
export const resourceNameKey = (entity: string): string => `resources.${entity}.name`;
export const actionKey = (entity: string, action: string): string => `resources.${entity}.actions.${action}`;
export const actionFieldKey = (entity: string, action: string, field: string): string => `resources.${entity}.actionFields.${action}.${field}`;
// a module's line under a dialog's field (ActionFormModal), where its bundle has one
export const actionFieldHintKey = (entity: string, action: string, field: string): string => `resources.${entity}.actionHints.${action}.${field}`;
export const menuKey = (perms: string): string => `menus.${safeKey(perms)}`;
export const relatedKey = (entity: string, related: string): string => `resources.${entity}.related.${related}`;
