import { Button, Card, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { RecordFormBody, useRecordForm } from '../../core/resource/use-record-form';

const INSERT = { mode: 'insert' } as const;

// boatUserInfoAdd, step one: the main record (SPEC §5: it comes first). Saving opens step two, the tabs
// of the new seafarer's file (boatUserInfoAddSecond).
export function CrewAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = useCatalog().resources.find((r) => r.name === 'BoatUserInfo')!;
  const state = useRecordForm(meta, INSERT, { onSaved: (saved) => void navigate(`/home/boatUserInfoAddSecond/${saved.id}`) });
  return (
    <div data-testid="crew-add">
      <Steps current={0} style={{ marginBottom: 16 }} items={[{ title: t('crew.step1') }, { title: t('crew.step2') }]} />
      <Card
        variant="borderless"
        title={t('crew.step1')}
        extra={
          <Space>
            <Button onClick={() => state.form.resetFields()}>{t('buttons.reset')}</Button>
            <Button type="primary" loading={state.saving} onClick={() => void state.submit().catch(() => undefined)} data-testid="crew-add-next">
              {t('crew.saveNext')}
            </Button>
          </Space>
        }
      >
        <RecordFormBody resource={meta} state={state} />
      </Card>
    </div>
  );
}
