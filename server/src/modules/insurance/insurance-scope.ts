import type { DataScopeDecl } from '../../core/resource/resource.types';

// Insurance rows belong to a seafarer: seen with the seafarer, by the reader's crew rights (own-created,
// own shipowners' or own jurisdiction's crew), on every list and export.
export const crewRowsScope: DataScopeDecl = { via: { field: 'userId', resource: 'BoatUserInfo' } };
