import { Avatar, Form, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../../core/i18n/enum-key';
import type { FieldFormItemProps } from '../../core/resource/overrides';
import { FileInput } from '../../core/resource/fields/FileInput';
import { useFileUrl } from './use-file-url';

// The seafarer's photo: an image uploaded to the boatInfoImg folder (SPEC §9), shown as it will be kept.
function PhotoInput({ value, onChange, id }: { value?: string | null; onChange?: (v: string | null) => void; id?: string }) {
  const url = useFileUrl(value);
  return (
    <Space id={id} align="center">
      <Avatar shape="square" size={72} src={url ?? undefined} icon={<UserOutlined />} data-testid="photo-preview" />
      <FileInput value={value as never} onChange={onChange as never} folder="boatInfoImg" />
    </Space>
  );
}

export function PhotoField({ resource, name }: FieldFormItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(fieldKey(resource.name, name))}>
      <PhotoInput />
    </Form.Item>
  );
}
