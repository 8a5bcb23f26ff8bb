import { defineResource } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';

// SysMessage: custom operations only, always on the caller's own messages. The fields describe the
// rows getMyList answers.
export const sysMessageResource = defineResource({
  name: 'SysMessage',
  label: L('站内消息', 'Messages'),
  audit: false,
  fields: {
    title: { type: 'string', label: L('标题', 'Title'), max: 200, readOnly: true },
    content: { type: 'text', label: L('内容', 'Content'), max: 2000, readOnly: true },
    msgType: { type: 'string', label: L('消息类型', 'Message type'), max: 32, readOnly: true },
    link: { type: 'string', label: L('链接', 'Link'), readOnly: true },
    read: { type: 'boolean', label: L('已读', 'Read'), readOnly: true },
    readAt: { type: 'datetime', label: L('阅读时间', 'Read at'), readOnly: true },
    createdAt: { type: 'datetime', label: L('发送时间', 'Sent at'), readOnly: true },
  },
});
