import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { download, saveBlob, upload } from '../../api/client';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024; // SPEC §5/§9: 20M
const DEFAULT_FOLDER = 'boatInfoFile'; // SPEC §9 upload folders: boatInfoImg, boatInfoFile

export async function downloadFile(id: number): Promise<void> {
  const { blob, filename } = await download('uploadFile', 'download', { id });
  saveBlob(blob, filename);
}

// A `file` field holds the id of an uploaded file: upload replaces it, the link downloads it.
export function FileInput({ value, onChange, id, disabled, folder = DEFAULT_FOLDER }: { value?: number | null; onChange?: (v: number | null) => void; id?: string; disabled?: boolean; folder?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Space id={id}>
      <Upload
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          if (file.size > MAX_UPLOAD_BYTES) {
            void message.error(t('messages.fileTooLarge'));
            return Upload.LIST_IGNORE;
          }
          const form = new FormData();
          form.append('file', file);
          form.append('folder', folder);
          void upload<{ id: number }>('uploadFile', 'uploadFile', form).then(({ list }) => list[0] && onChange?.(list[0].id));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {t('buttons.upload')}
        </Button>
      </Upload>
      {value ? (
        <Button type="link" icon={<PaperClipOutlined />} onClick={() => void downloadFile(value).catch(() => undefined)}>
          {t('buttons.download')}
        </Button>
      ) : null}
      {value && !disabled ? (
        <Button type="link" danger onClick={() => onChange?.(null)}>
          {t('buttons.remove')}
        </Button>
      ) : null}
    </Space>
  );
}
