import { walkShard } from './support/hostile-walk-shard';

walkShard(2);
