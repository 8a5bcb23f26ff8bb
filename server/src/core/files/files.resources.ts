import { defineResource } from '../resource/define-resource';
import { folderField } from './upload-folders';

// uploadFile (SPEC §7): custom operations only; the fields describe what an upload answers.
export const uploadFileResource = defineResource({
  name: 'uploadFile',
  label: { zh: '文件上传', en: 'File upload' },
  fields: {
    folder: folderField,
    originalName: { type: 'string', label: { zh: '文件名', en: 'File name' }, readOnly: true },
    size: { type: 'int', label: { zh: '大小（字节）', en: 'Size (bytes)' }, readOnly: true },
    mimeType: { type: 'string', label: { zh: '文件类型', en: 'File type' }, readOnly: true },
  },
});
