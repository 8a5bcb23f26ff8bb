import type { Grant } from '../access/can';

// What a verified token stands for, loaded once per request.
export interface DataScope {
  all: boolean;
  deptIds: number[]; // departments whose rows the user may see
  self: boolean; // rows the user created
}

export interface CurrentUser extends Grant {
  userId: number;
  username: string;
  name: string;
  deptId: number | null;
  companyId: number | null;
  scope: DataScope;
  tokenHash: string;
}
