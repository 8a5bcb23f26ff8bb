import type ExcelJS from 'exceljs';
import type { Lang } from '../../../core/errors/error-code';

// The built-in résumé layout, used until a crewResume template is uploaded: the same placeholders a
// custom template uses, so there is one way to fill both.
export function defaultResumeTemplate(book: ExcelJS.Workbook, lang: Lang): void {
  const zh = lang === 'zh';
  const t = (a: string, b: string) => (zh ? a : b);
  const sheet = book.addWorksheet(t('船员履历表', 'Seafarer resume'));
  sheet.columns = [{ width: 16 }, { width: 22 }, { width: 16 }, { width: 22 }, { width: 16 }, { width: 22 }];
  const title = sheet.addRow([t('船员履历表', 'SEAFARER RESUME')]);
  title.font = { bold: true, size: 16 };
  sheet.mergeCells(1, 1, 1, 6);
  const pairs = (cells: Array<[string, string]>) => sheet.addRow(cells.flat());
  pairs([[t('姓名', 'Name'), '{{name}}'], [t('英文名', 'Name in English'), '{{enname}}'], [t('内部编号', 'Crew number'), '{{internalCode}}']]);
  pairs([[t('性别', 'Sex'), '{{sex}}'], [t('出生日期', 'Date of birth'), '{{birthday}}'], [t('国籍', 'Nationality'), '{{nationality}}']]);
  pairs([[t('职务', 'Rank'), '{{duty}}'], [t('证书职务', 'Rank on certificate'), '{{certificateduty}}'], [t('在船状态', 'On board'), '{{boardState}}']]);
  pairs([[t('所属船东', 'Shipowner'), '{{shipownerId}}'], [t('当前船舶', 'Current ship'), '{{shipId}}'], [t('学历', 'Education'), '{{education}}']]);
  pairs([[t('联系电话', 'Phone'), '{{linkertel}}'], [t('邮箱', 'Email'), '{{email}}'], [t('籍贯', 'Place of origin'), '{{nativeplace}}']]);
  pairs([[t('身高', 'Height'), '{{height}}'], [t('体重', 'Weight'), '{{weight}}'], [t('就近机场', 'Nearest airport'), '{{airport}}']]);
  sheet.addRow([]);
  sheet.addRow([t('海上资历', 'Sea service')]).font = { bold: true };
  sheet.addRow([t('船东', 'Shipowner'), t('船舶', 'Ship'), t('职务', 'Rank'), t('上船日期', 'Signed on'), t('下船日期', 'Signed off'), t('下船原因', 'Reason')]).font = { bold: true };
  sheet.addRow(['{{work.shipownerId}}', '{{work.shipId}}', '{{work.duty}}', '{{work.onboatDate}}', '{{work.leaveboatDate}}', '{{work.leaveboatReason}}']);
  sheet.addRow([]);
  sheet.addRow([t('证书', 'Certificates')]).font = { bold: true };
  sheet.addRow([t('证书名称', 'Certificate'), t('证书编号', 'Number'), t('签发机构', 'Issuing authority'), t('签发日期', 'Issue date'), t('有效期至', 'Valid until'), t('预警状态', 'Warning')]).font = { bold: true };
  sheet.addRow(['{{cert.name}}', '{{cert.code}}', '{{cert.organization}}', '{{cert.signDate}}', '{{cert.validDate}}', '{{cert.warnstatus}}']);
  sheet.addRow([]);
  sheet.addRow([t('家庭成员', 'Family')]).font = { bold: true };
  sheet.addRow([t('姓名', 'Name'), t('关系', 'Relationship'), t('电话', 'Phone'), t('职业', 'Occupation')]).font = { bold: true };
  sheet.addRow(['{{family.name}}', '{{family.relationship}}', '{{family.telephone}}', '{{family.profession}}']);
}
