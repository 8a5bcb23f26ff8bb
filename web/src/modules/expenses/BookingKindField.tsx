import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../../core/i18n/enum-key';
import type { FieldFormItemProps } from '../../core/resource/overrides';
import { bookingKinds } from './claim-api';

// The kind of booking a line pays for: one of those the bookings modules registered with the server.
export function BookingKindField({ resource, name }: FieldFormItemProps) {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<Array<{ kind: string; label: string }>>([]);
  useEffect(() => {
    let live = true;
    bookingKinds()
      .then((k) => live && setKinds(k))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <Form.Item name={name} label={t(fieldKey(resource.name, name))} data-testid={`form-field-${name}`}>
      <Select
        allowClear
        disabled={!kinds.length}
        placeholder={kinds.length ? t('form.select') : t('expenses.booking.none')}
        options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
      />
    </Form.Item>
  );
}
