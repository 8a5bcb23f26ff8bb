import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DispSettingDialog } from './DispSettingDialog';
import { RemindSettingDialog } from './RemindSettingDialog';

export type DialogName = 'password' | 'remind' | 'disp';

const DialogContext = createContext<{ open: (d: DialogName) => void }>({ open: () => undefined });

// The three user dialogs (SPEC §2), openable from the user menu and from the dashboard's hint.
export function DialogHost({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null);
  const value = useMemo(() => ({ open: setCurrent }), []);
  const close = () => setCurrent(null);
  return (
    <DialogContext.Provider value={value}>
      {children}
      <ChangePasswordDialog open={current === 'password'} onClose={close} />
      <RemindSettingDialog open={current === 'remind'} onClose={close} />
      <DispSettingDialog open={current === 'disp'} onClose={close} />
    </DialogContext.Provider>
  );
}

export const useDialogs = () => useContext(DialogContext);
