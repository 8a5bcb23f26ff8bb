import type { Grant } from '../access/can';

// What a verified token stands for, loaded once per request.
export interface DataScope {
  all: boolean;
  deptIds: number[]; // departments whose rows the user may see
  self: boolean; // rows the user created
  // crew rights, the union over the user's roles (own created always applies)
  crew: { all: boolean; jurisdiction: boolean; shipowner: boolean };
}

export interface CurrentUser extends Grant {
  userId: number;
  username: string;
  name: string;
  deptId: number | null;
  companyId: number | null;
  scope: DataScope;
  recruiter: boolean; // holds a recruiter role (and is not the administrator): may not change crew
  tokenHash: string;
}
