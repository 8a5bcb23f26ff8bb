import { Badge } from 'antd';
import { useTaskCounts } from './use-task-counts';

// The count of open tasks beside the my-agency menu entry (read as use-task-counts.ts says).
export function AgencyBadge() {
  const count = useTaskCounts()?.upcoming ?? 0;
  return <Badge count={count} size="small" offset={[6, -2]} overflowCount={99} data-testid="agency-badge" data-count={count} />;
}
