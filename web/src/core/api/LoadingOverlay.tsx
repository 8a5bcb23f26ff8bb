import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { isLoadingVisible, subscribeLoading } from './loading';

export function LoadingOverlay() {
  const visible = useSyncExternalStore(subscribeLoading, isLoadingVisible);
  return visible ? (
    <div data-testid="loading-overlay" className="loading-overlay">
      <Spin size="large" />
    </div>
  ) : null;
}
