import { Badge } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useAppEvent } from '../core/events';
import { openTaskCount } from './workflow-api';

const POLL_MS = 60_000;

// The count of open tasks beside the my-agency menu entry: after every approval, every minute, and
// when the window regains focus. A background call: no overlay, and it does not keep the session alive.
export function AgencyBadge() {
  const [count, setCount] = useState(0);
  const refresh = useCallback(() => {
    openTaskCount({ overlay: false, toast: false })
      .then(setCount)
      .catch(() => undefined);
  }, []);
  useAppEvent('tasksChanged', refresh);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh]);
  return <Badge count={count} size="small" offset={[6, -2]} overflowCount={99} data-testid="agency-badge" data-count={count} />;
}
