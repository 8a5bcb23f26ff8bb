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
  enName?: string | null; // for what English readers see of this user's requests
  deptId: number | null;
  companyId: number | null;
  scope: DataScope;
  // the parts of the grant that modules add (access-extensions.ts), by extension name
  ext: Record<string, unknown>;
  tokenHash: string;
}
