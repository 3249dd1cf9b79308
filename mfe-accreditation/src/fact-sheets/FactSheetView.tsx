import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Space,
  Table,
  Typography,
} from 'antd';
import { apiClient, apiErrorOf, useCan, useCurrentUser } from '@hemis/shared-auth';
import {
  FACT_SHEET_CONTACT_FIELDS,
  FACT_SHEET_PATHS,
  scopeOfRole,
  type FactSheet,
  type FactSheetContacts,
} from '@hemis/shared-contracts';
import {
  GENDER_COLUMNS,
  GenderCountTable,
  PdfPanel,
  applyFieldErrors,
  useApiGet,
  useFiscalYearSelect,
  translateMessage,
  useNotice,
} from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { campusTypeLabel } from '../i18n/labels';
import { FACT_SHEET_TEXTS as T } from './texts';

/** The campus fills its chief and focal person (the campus record's own rules, in the API). */
function ContactsForm({
  sheet,
  onSaved,
}: {
  sheet: FactSheet;
  onSaved: (sheet: FactSheet) => void;
}) {
  const t = accreditationTexts.useTexts();
  const [form] = Form.useForm<FactSheetContacts>();
  const [busy, setBusy] = useState(false);
  const notice = useNotice();
  const save = async (values: FactSheetContacts) => {
    setBusy(true);
    try {
      const { data } = await apiClient.put<FactSheet>(FACT_SHEET_PATHS.contacts, values);
      notice.success(t(T.saved));
      onSaved(data);
    } catch (error) {
      const answer = apiErrorOf(error);
      if (!applyFieldErrors(form, answer?.fields)) notice.error(answer?.message ?? t(T.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={sheet.contacts}
      onFinish={save}
      data-testid="fact-sheet-contacts"
    >
      <Row gutter={12}>
        {FACT_SHEET_CONTACT_FIELDS.map((field) => (
          <Col key={field} xs={24} md={8}>
            <Form.Item name={field} label={t(T.contactLabels[field])}>
              <Input allowClear />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t(T.save)}
      </Button>
    </Form>
  );
}

/**
 * A campus's fact sheet of a fiscal year (its own for a campus user, `campusId` for an officer):
 * the sheet filled from the records, the campus's contacts (its administrators fill them), and
 * the printed A4 sheet with its QR code.
 */
export function FactSheetView({ campusId }: { campusId?: number }) {
  const t = accreditationTexts.useTexts();
  const user = useCurrentUser();
  const campusUser = user ? scopeOfRole(user.role) === 'campus' : false;
  const mayEdit = useCan('accreditation:edit') && campusUser && campusId === undefined;
  const { fiscalYearId, select } = useFiscalYearSelect();
  const query = {
    ...(campusId !== undefined ? { campusId } : {}),
    ...(fiscalYearId !== undefined ? { fiscalYearId } : {}),
  };
  const read = useApiGet<FactSheet>(
    fiscalYearId === undefined ? null : FACT_SHEET_PATHS.sheet,
    query,
  );
  const [saved, setSaved] = useState<FactSheet | null>(null);
  const sheet =
    saved && read.data && saved.fiscalYear?.id === read.data.fiscalYear?.id ? saved : read.data;
  const [printing, setPrinting] = useState(false);
  const pdfPath = `${FACT_SHEET_PATHS.pdf}?${new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString()}`;
  if (read.failed) return <Alert type="error" showIcon title={t(T.loadFailed)} />;
  const g = sheet?.general;
  return (
    <div data-testid="fact-sheet">
      <Space wrap style={{ marginBottom: 16 }}>
        {select}
        <Button onClick={() => setPrinting(true)} disabled={!sheet}>
          {t(T.print)}
        </Button>
      </Space>
      {printing ? (
        <PdfPanel
          path={pdfPath}
          fileName="Fact-Sheet.pdf"
          texts={{
            preview: t(T.pdf.preview),
            loading: t(T.pdf.loading),
            failed: t(T.pdf.failed),
          }}
          version={JSON.stringify(sheet?.contacts)}
        />
      ) : null}
      {sheet && g ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {sheet.missing.length > 0 ? (
            // The API names what is missing with the contracts' texts.
            <Alert
              type="warning"
              showIcon
              title={`${t(T.missing)}${sheet.missing.map((text) => translateMessage(text)).join('; ')}`}
            />
          ) : null}
          <Card size="small" title={t(T.general)}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={t(T.campus)}>{g.campusName}</Descriptions.Item>
              <Descriptions.Item label={t(T.university)}>{g.universityName}</Descriptions.Item>
              <Descriptions.Item label={t(T.type)}>
                {campusTypeLabel(g.campusType, t)}
              </Descriptions.Item>
              <Descriptions.Item label={t(T.address)}>
                {[
                  g.address,
                  g.ward ? t('Ward {{n}}', { n: g.ward }) : null,
                  g.localLevel,
                  g.district,
                  g.province,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Descriptions.Item>
              <Descriptions.Item label={t(T.contact)}>
                {[g.phone, g.email].filter(Boolean).join(' / ')}
              </Descriptions.Item>
              <Descriptions.Item label={t(T.website)}>{g.website}</Descriptions.Item>
              {/* The API's words of the campus's standing in the accreditation cycle. */}
              <Descriptions.Item label={t(T.accreditation)}>
                {translateMessage(sheet.accreditation)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title={t(T.contacts)}>
            {mayEdit ? (
              <ContactsForm key={sheet.fiscalYear?.id} sheet={sheet} onSaved={setSaved} />
            ) : (
              <Descriptions size="small" column={{ xs: 1, md: 3 }}>
                {FACT_SHEET_CONTACT_FIELDS.map((field) => (
                  <Descriptions.Item key={field} label={t(T.contactLabels[field])}>
                    {sheet.contacts[field] ?? '—'}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            )}
          </Card>
          <Card size="small" title={t(T.programs)}>
            <Table
              size="small"
              rowKey={(row) => `${row.programName}-${row.level ?? ''}`}
              pagination={false}
              dataSource={sheet.programs}
              locale={{ emptyText: t(T.none) }}
              columns={[
                { key: 'program', title: t(T.program), dataIndex: 'programName' },
                { key: 'faculty', title: t(T.faculty), dataIndex: 'faculty' },
                { key: 'level', title: t(T.level), dataIndex: 'level' },
              ]}
            />
          </Card>
          <Card size="small" title={t(T.students)}>
            <GenderCountTable
              groupTitle={t(T.program)}
              rows={sheet.enrolment.map((row) => ({ ...row, group: row.program }))}
              columns={[
                {
                  key: 'level',
                  title: t(T.level),
                  text: true,
                  value: (row: { level: string | null }) => row.level ?? '',
                },
                ...GENDER_COLUMNS,
              ]}
              emptyText={t(T.none)}
            />
          </Card>
          <Card size="small" title={t(T.teachers)}>
            <GenderCountTable
              groupTitle={t(T.post)}
              rows={sheet.teachers.map((row) => ({ ...row, group: row.post }))}
              emptyText={t(T.none)}
            />
          </Card>
          <Card size="small" title={t(T.nonTeaching)}>
            <GenderCountTable
              groupTitle={t(T.post)}
              rows={sheet.nonTeaching.map((row) => ({ ...row, group: row.post }))}
              emptyText={t(T.none)}
            />
          </Card>
        </Space>
      ) : (
        <Typography.Paragraph type="secondary">…</Typography.Paragraph>
      )}
    </div>
  );
}
