import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { appTheme, CSS_VAR_KEY } from '../src/app/theme';

// Issue 21 §2: antd writes each component's styles in the page the first time one is drawn: it builds
// them from the theme's tokens, serialises them and inserts a <style> per component. On a first visit
// that was about a quarter of a click's time (each component of the frame and the dashboard, the crew
// list's table, pagination and popovers). So the build draws every component the web uses once, on the server
// side, and writes their styles into one stylesheet with antd's map of what it holds (cssinjs's
// `.data-ant-cssinjs-cache-path`, its server-rendering handshake): the page links it before its script,
// and antd, finding a component's styles in the map, neither builds nor inserts them. A component missing
// here is still styled as before, at run time. The theme's values (colours, motion) are CSS variables,
// not in the sheet, so it holds for a reader who asked for less motion too (the same hash: checked); the
// variables come in index.html (variableStyles below).
//
// The components are required as CommonJS on purpose: antd's and cssinjs's style contexts must be the
// same module instances for the cache given to StyleProvider to be the one antd fills.
const load = createRequire(import.meta.url);

type El = unknown;

function sample(h: (type: unknown, props?: object | null, ...children: unknown[]) => El, antd: Record<string, any>): El[] {
  const { Alert, Avatar, Badge, Button, Card, Checkbox, Col, DatePicker, Descriptions, Drawer, Dropdown, Empty, Form, Input, InputNumber, Layout, List, Menu, Modal, Popover, Result, Row, Segmented, Select, Space, Spin, Steps, Switch, Table, Tabs, Tag, Timeline, Tooltip, Tree, TreeSelect, Typography, Upload } = antd;
  const columns = [
    { key: 'a', dataIndex: 'a', title: 'a', sorter: true, ellipsis: true },
    { key: 'b', dataIndex: 'b', title: 'b', fixed: 'right', width: 90 },
  ];
  const rows = [{ id: 1, a: 'a', b: 'b' }];
  const pagination = { total: 100, pageSize: 10, showSizeChanger: true, showQuickJumper: true, showTotal: (n: number) => n };
  return [
    h(Layout, null, h(Layout.Sider, { collapsible: true, trigger: null }), h(Layout, null, h(Layout.Header), h(Layout.Content))),
    h(Menu, { theme: 'dark', mode: 'inline', items: [{ key: 'a', label: 'a', icon: null, children: [{ key: 'b', label: 'b' }] }] }),
    h(Dropdown, { menu: { items: [{ key: 'a', label: 'a' }] } }, h(Button, { type: 'link', size: 'small' }, 'a')),
    h(Space, null, h(Button, { type: 'primary' }, 'a'), h(Button, { danger: true, loading: true }, 'b'), h(Avatar, null, 'a'), h(Badge, { count: 1 }), h(Badge, { status: 'success', text: 'a' })),
    h(Typography.Title, { level: 4 }, 'a'),
    h(Typography.Text, { type: 'secondary', ellipsis: true }, 'a'),
    h(Typography.Paragraph, null, 'a'),
    h(Card, { title: 'a', size: 'small' }, 'a'),
    h(Alert, { type: 'info', showIcon: true, title: 'a' }),
    h(Row, { gutter: [16, 16] }, h(Col, { xs: 24, xl: 12, span: 12 }, 'a')),
    h(
      Form,
      { layout: 'inline' },
      h(Form.Item, { label: 'a', required: true, help: 'a', validateStatus: 'error' }, h(Input, { allowClear: true })),
      h(Form.Item, { label: 'b' }, h(Input.Password)),
      h(Form.Item, { label: 'c' }, h(Input.TextArea)),
      h(Form.Item, { label: 'd' }, h(Select, { options: [{ value: 1, label: 'a' }], mode: 'multiple', allowClear: true })),
      h(Form.Item, { label: 'e' }, h(DatePicker)),
      h(Form.Item, { label: 'f' }, h(DatePicker.RangePicker)),
      h(Form.Item, { label: 'g' }, h(InputNumber)),
      h(Form.Item, { label: 'h' }, h(TreeSelect, { treeData: [{ value: 1, title: 'a' }] })),
      h(Form.Item, { label: 'i' }, h(Upload, null, h(Button, null, 'a'))),
    ),
    h(Form, { layout: 'vertical' }, h(Form.Item, { label: 'a' }, h(Input))),
    h(Space, null, h(Checkbox), h(Switch, { size: 'small' }), h(Segmented, { options: ['a', 'b'] }), h(Tag, null, 'a'), h(Tag, { color: 'green' }, 'a'), h(Tag, { color: 'success' }, 'a')),
    h(Table, { rowKey: 'id', size: 'middle', columns, dataSource: rows, rowSelection: { selectedRowKeys: [] }, pagination }),
    h(Table, { rowKey: 'id', size: 'small', columns, dataSource: [], virtual: true, scroll: { x: 800, y: 400 }, pagination: false }),
    h(List, { dataSource: ['a'], renderItem: (x: string) => h(List.Item, null, h(List.Item.Meta, { title: x, description: x })) }),
    h(Descriptions, { size: 'small', column: 2, bordered: true, items: [{ key: 'a', label: 'a', children: 'a' }] }),
    h(Tabs, { items: [{ key: 'a', label: 'a', children: h(Empty) }] }),
    h(Steps, { size: 'small', items: [{ title: 'a' }, { title: 'b' }] }),
    h(Timeline, { items: [{ children: 'a' }] }),
    h(Tree, { treeData: [{ key: 'a', title: 'a', children: [{ key: 'b', title: 'b' }] }], checkable: true }),
    h(Result, { status: 'error', title: 'a' }),
    h(Spin, { spinning: true }, h('span')),
    h(Tooltip, { title: 'a' }, h('span')),
    h(Popover, { content: 'a' }, h('span')),
    h(Modal, { open: false }),
    h(Drawer, { open: false }),
  ];
}

// Everything above drawn with the app's theme: the components' stylesheet, and the theme's CSS
// variables as the <style> elements antd would write.
export function renderAntdStyles(): { sheet: string; variables: string } {
  const React = load('react');
  const { renderToString } = load('react-dom/server');
  const antd = load('antd');
  const { StyleProvider, createCache, extractStyle } = load('@ant-design/cssinjs');
  const cache = createCache();
  const h = React.createElement;
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: appTheme(true) }, h(antd.App, null, ...sample(h, antd)))));
  const sheet: string = extractStyle(cache, { plain: true, types: 'style' });
  // antd hashes development builds apart (css-dev-only-…): such a sheet would match nothing in the page
  if (sheet.includes('css-dev-only')) throw new Error('antd styles were drawn in development mode: run the build with NODE_ENV=production');
  return { sheet, variables: variableStyles(extractStyle(cache, { types: ['token', 'cssVar'] })) };
}

// The theme's CSS variables (its tokens on `.css-var-app`, each component's on `.css-var-app.ant-btn`…),
// which antd writes the first time a component is drawn, each a <style> it then inserts; about a tenth
// of the dashboard's first drawing, and each insertion makes the browser restyle the page. antd finds
// such a <style> by its `data-css-hash` and leaves it be when its text is the same, so index.html brings
// them. Two things antd's extraction does not do as the page does: it ends with the cache-path map (the
// stylesheet has it already), and it names the tokens' <style> by the tokens' hash where the page looks
// for hash(`css-var-<key>`) (cssinjs's useCacheToken). A reader who asked for less motion has other
// variables: antd writes those at run time, after these, and they win.
function variableStyles(html: string): string {
  const hash: (s: string) => string = load(load.resolve('@emotion/hash', { paths: [load.resolve('@ant-design/cssinjs')] })).default;
  const styles = html.match(/<style[^>]*>[^<]*<\/style>/g) ?? [];
  const tokens = `.${CSS_VAR_KEY}{`;
  const out = styles
    .filter((x) => x.includes('data-css-hash='))
    .map((x) => (x.slice(x.indexOf('>') + 1).startsWith(tokens) ? x.replace(/data-css-hash="[^"]*"/, `data-css-hash="${hash(`css-var-${CSS_VAR_KEY}`)}"`) : x));
  if (!out.some((x) => x.includes(`>${tokens}`))) throw new Error(`antd's token variables (${tokens}…) were not drawn: has cssinjs changed how it writes them?`);
  return out.join('');
}

export function antdStyles(): Plugin {
  let fileName = '';
  let built: { sheet: string; variables: string } = { sheet: '', variables: '' };
  return {
    name: 'antd-styles',
    apply: 'build',
    buildStart() {
      built = renderAntdStyles();
      fileName = `assets/antd-${createHash('sha256').update(built.sheet).digest('hex').slice(0, 8)}.css`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: built.sheet });
    },
    // first in <head>: the app's own stylesheet comes after it and still overrides antd
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html: html.replace('</head>', `${built.variables}</head>`),
        tags: [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' }],
      }),
    },
  };
}
