import { registerListOptions } from '../../core/resource/overrides';

// certificate types are a small tree (groups and their kinds): nesting reads better than pages
registerListOptions('SysCredential', { tree: true });
