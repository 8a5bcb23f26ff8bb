// The declaration shapes the server answers from Meta/getResources (one definition, read by both sides).
export type { ActionMeta, DateOrder, FieldDecl, FieldType, FilterKind, Label, RelatedDecl, ReportChart, ReportMeta, ResourceMeta } from '../../../../server/src/core/resource/resource.types';
