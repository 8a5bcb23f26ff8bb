import { EditOutlined, FileExcelOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Result, Space, Spin, Steps, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { call, download, saveBlob } from '../../core/api/client';
import { canOperation } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { enumKey, fieldKey, relatedKey, resourceNameKey } from '../../core/i18n/enum-key';
import { detailFields, isWideField } from '../../core/resource/field-rules';
import { FieldValue } from '../../core/resource/fields/FieldValue';
import { RecordFormDrawer } from '../../core/resource/RecordFormDrawer';
import { ResourceListPage } from '../../core/resource/ResourceListPage';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { BASIC_TAB, fileTabs } from './file-tabs';
import { TabSections } from './TabSections';
import { useFileUrl } from './use-file-url';
import { BoardTag, WarnTag } from './warn-state';

import type { Row } from '../../core/resource/use-resource-list';

// A seafarer's file (boatUserInfoEditForm): the header, then the tabs. Step two of adding
// (boatUserInfoAddSecond) is the same page with the tabs one fills in first.
export function CrewFilePage({ adding = false }: { adding?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { grant } = useSession();
  const { resources } = useCatalog();
  const id = Number((useParams()['*'] ?? '').split('/')[0]);
  const crewMeta = resources.find((r) => r.name === 'BoatUserInfo');
  const [crew, setCrew] = useState<Row | null>(null);
  const [missing, setMissing] = useState(false);
  const [editing, setEditing] = useState(false);
  // one target per opening: a new object on every render would reset the form under the user
  const editTarget = useMemo(() => (editing && crew ? ({ mode: 'update', row: crew } as const) : null), [editing]);

  const load = useCallback(() => {
    if (!id) return;
    call<Row>('BoatUserInfo', 'getById', { id })
      .then(({ list }) => (list[0] ? setCrew(list[0]) : setMissing(true)))
      .catch(() => setMissing(true));
  }, [id]);
  useEffect(load, [load]);

  if (!id || missing || !crewMeta) {
    return (
      <Result
        status={missing ? '404' : 'info'}
        title={t(missing ? 'crew.notFound' : 'crew.addFirst')}
        extra={
          <Button type="primary" onClick={() => void navigate('/home/boatUserInfoAdd')}>
            {t('crew.goAdd')}
          </Button>
        }
      />
    );
  }
  if (!crew) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  // the lists come from BoatUserInfo's declared `related` (order, labels, which step two shows)
  const tabs = fileTabs(crewMeta, resources, (target) => canOperation(grant, target, 'getList'), adding).map(({ key, rel, target }) => ({
    key,
    label: rel ? t(relatedKey(crewMeta.name, rel.resource)) : key === BASIC_TAB ? t('crew.basic') : t('crew.insurance'),
    children:
      rel && target ? (
        <ResourceListPage resource={target} title={t(resourceNameKey(target.name))} fixed={{ [rel.field]: id }} onChanged={load} />
      ) : key === BASIC_TAB ? (
        <BasicInfo meta={crewMeta} crew={crew} />
      ) : (
        <TabSections tab={key} userId={id} onChanged={load} />
      ),
  }));

  return (
    <div data-testid="crew-file" data-crew-id={id}>
      {adding ? <Steps current={1} style={{ marginBottom: 16 }} items={[{ title: t('crew.step1') }, { title: t('crew.step2') }]} /> : null}
      <CrewHeader
        meta={crewMeta}
        crew={crew}
        canEdit={!adding && canOperation(grant, crewMeta, 'update')}
        canResume={canOperation(grant, crewMeta, 'exportResumeCheck')}
        onEdit={() => setEditing(true)}
        extra={
          adding ? (
            <Button type="primary" data-testid="crew-add-finish" onClick={() => void navigate('/home/boatUserInfoEditList')}>
              {t('crew.finish')}
            </Button>
          ) : null
        }
      />
      <Card variant="borderless" style={{ marginTop: 16 }}>
        {/* the header shows state the tabs change (sign-on, certificates): read again after each change */}
        <Tabs items={tabs} destroyOnHidden data-testid="crew-tabs" />
      </Card>
      <RecordFormDrawer
        resource={crewMeta}
        target={editTarget}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          load();
        }}
      />
    </div>
  );
}

function CrewHeader({ meta, crew, canEdit, canResume, onEdit, extra }: { meta: ResourceMeta; crew: Row; canEdit: boolean; canResume: boolean; onEdit: () => void; extra: React.ReactNode }) {
  const { t } = useTranslation();
  const photo = useFileUrl(crew.photo);
  const value = (name: string) => <FieldValue resource={meta} name={name} decl={meta.fields[name]} value={crew[name]} record={crew} place="detail" />;
  return (
    <Card variant="borderless" data-testid="crew-header">
      <Space align="start" size={24} style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space align="start" size={20}>
          <Avatar shape="square" size={88} src={photo ?? undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="crew-name">
              {String(crew.name)} <Typography.Text type="secondary">{String(crew.enname ?? '')}</Typography.Text>
            </Typography.Title>
            <Space wrap style={{ marginTop: 8 }}>
              <Tag>{String(crew.internalCode)}</Tag>
              {crew.duty ? <Tag color="geekblue">{t(enumKey('duty', crew.duty))}</Tag> : null}
              <BoardTag value={crew.boardState} />
              <WarnTag value={crew.credWarn} />
            </Space>
            <Descriptions
              size="small"
              column={3}
              style={{ marginTop: 8 }}
              items={['shipownerId', 'shipId', 'linkertel'].map((n) => ({ key: n, label: t(fieldKey(meta.name, n)), children: value(n) }))}
            />
          </div>
        </Space>
        <Space>
          {canResume ? (
            <Button
              icon={<FileExcelOutlined />}
              onClick={() =>
                void download('BoatUserInfo', 'exportResumeCheck', { ids: [crew.id] })
                  .then(({ blob, filename }) => saveBlob(blob, filename))
                  .catch(() => undefined)
              }
            >
              {t('crew.resume')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button type="primary" icon={<EditOutlined />} onClick={onEdit} data-testid="crew-edit">
              {t('buttons.edit')}
            </Button>
          ) : null}
          {extra}
        </Space>
      </Space>
    </Card>
  );
}

function BasicInfo({ meta, crew }: { meta: ResourceMeta; crew: Row }) {
  const { t } = useTranslation();
  const items = detailFields(meta)
    .filter(([name]) => name !== 'photo')
    .map(([name, decl]) => ({
      key: name,
      label: t(fieldKey(meta.name, name)),
      span: isWideField(decl) ? 3 : 1,
      children: <FieldValue resource={meta} name={name} decl={decl} value={crew[name]} record={crew} place="detail" />,
    }));
  return <Descriptions bordered size="small" column={3} items={items} styles={{ label: { width: 130 } }} data-testid="crew-basic" />;
}

export function CrewAddSecondPage() {
  return <CrewFilePage adding />;
}
