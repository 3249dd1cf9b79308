import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Row, Select, Space, Typography } from 'antd';
import { ALWAYS_OPEN_MODULES, type Module, type ModuleRow } from '@hemis/shared-contracts';
import { useCan } from '@hemis/shared-auth';
import { LIST_FAILED, saveFailureOf, useNotice } from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import {
  campusModulesOf,
  listCampuses,
  listUniversities,
  saveCampusModules,
  type NamedRow,
} from './api';

export const CAMPUS_MODULE_TEXTS = {
  title: 'Modules of a Campus',
  intro:
    "A campus's users work only in the modules given to it here; its home shows them as tiles. The dashboard stays with every campus.",
  university: 'University',
  campus: 'Campus',
  chooseCampus: 'Choose a campus to see its modules.',
  save: 'Save modules',
  saved: 'The campus modules were saved.',
} as const;

/** A list read once `key` is set (null: nothing to read yet); null until it is read. */
function useList(
  key: number | null,
  load: (key: number) => Promise<NamedRow[]>,
): NamedRow[] | null {
  const [rows, setRows] = useState<{ key: number; value: NamedRow[] } | null>(null);
  const [read] = useState(() => load);
  useEffect(() => {
    if (key === null) return undefined;
    let active = true;
    read(key).then(
      (value) => {
        if (active) setRows({ key, value });
      },
      (error: unknown) => console.error('Loading a list for the campus modules failed', error),
    );
    return () => {
      active = false;
    };
  }, [key, read]);
  return rows && rows.key === key ? rows.value : null;
}

/**
 * On the Modules screen: which modules a campus may use (GET and PUT /ModuleCollegeAccess). A
 * university officer sees its own campuses only (the campus list is scoped by the API).
 */
export function CampusModulesCard({ modules }: { modules: readonly ModuleRow[] }) {
  const t = employeesTexts.useTexts();
  const mayEdit = useCan('user:edit');
  const notice = useNotice();
  const [universityId, setUniversityId] = useState<number | null>(null);
  const [campusId, setCampusId] = useState<number | null>(null);
  // The modules read (and ticked since) for a campus; another campus's are not shown.
  const [ticked, setTicked] = useState<{ campusId: number; codes: Module[] } | null>(null);
  const [failedFor, setFailedFor] = useState<number | null>(null);
  const chosen = ticked && ticked.campusId === campusId ? ticked.codes : null;
  const failed = failedFor !== null && failedFor === campusId;
  const setChosen = (codes: Module[]) => {
    if (campusId !== null) setTicked({ campusId, codes });
  };
  const [saving, setSaving] = useState(false);
  const universities = useList(0, () => listUniversities());
  // One university in reach (a university officer's): chosen already.
  const onlyUniversity = universities?.length === 1 ? universities[0] : undefined;
  const shownUniversity = universityId ?? onlyUniversity?.id ?? null;
  const campuses = useList(shownUniversity, listCampuses);

  useEffect(() => {
    if (campusId === null) return undefined;
    let active = true;
    campusModulesOf(campusId).then(
      (codes) => {
        if (active) setTicked({ campusId, codes });
      },
      (error: unknown) => {
        console.error('Loading the campus modules failed', error);
        if (active) setFailedFor(campusId);
      },
    );
    return () => {
      active = false;
    };
  }, [campusId]);

  const assignable = modules.filter((row) => !ALWAYS_OPEN_MODULES.includes(row.code));

  async function save() {
    if (campusId === null || chosen === null) return;
    setSaving(true);
    try {
      const saved = await saveCampusModules(campusId, chosen);
      setChosen(saved.modules);
      notice.success(t(CAMPUS_MODULE_TEXTS.saved));
    } catch (error) {
      notice.error(saveFailureOf(error).cause);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t(CAMPUS_MODULE_TEXTS.title)} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t(CAMPUS_MODULE_TEXTS.intro)}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<number>
          aria-label={t(CAMPUS_MODULE_TEXTS.university)}
          placeholder={t(CAMPUS_MODULE_TEXTS.university)}
          style={{ minWidth: 260, maxWidth: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          loading={universities === null}
          value={shownUniversity ?? undefined}
          options={(universities ?? []).map((row) => ({ value: row.id, label: row.name }))}
          onChange={(value) => {
            setUniversityId(value);
            setCampusId(null);
          }}
        />
        <Select<number>
          aria-label={t(CAMPUS_MODULE_TEXTS.campus)}
          placeholder={t(CAMPUS_MODULE_TEXTS.campus)}
          style={{ minWidth: 300, maxWidth: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={shownUniversity === null}
          loading={shownUniversity !== null && campuses === null}
          value={campusId ?? undefined}
          options={(campuses ?? []).map((row) => ({ value: row.id, label: row.name }))}
          onChange={(value) => setCampusId(value)}
        />
      </Space>
      {failed ? <Alert type="error" showIcon title={t(LIST_FAILED)} /> : null}
      {campusId === null ? (
        <Typography.Paragraph type="secondary">
          {t(CAMPUS_MODULE_TEXTS.chooseCampus)}
        </Typography.Paragraph>
      ) : null}
      {campusId !== null && chosen !== null ? (
        <>
          <Checkbox.Group
            value={chosen}
            disabled={!mayEdit}
            onChange={(values) => setChosen(values)}
            style={{ width: '100%' }}
          >
            <Row gutter={[8, 8]}>
              {assignable.map((row) => (
                <Col key={row.code} xs={24} sm={12} lg={8}>
                  <Checkbox value={row.code}>{row.title}</Checkbox>
                </Col>
              ))}
            </Row>
          </Checkbox.Group>
          {mayEdit ? (
            <Button
              type="primary"
              style={{ marginTop: 16 }}
              loading={saving}
              onClick={() => void save()}
            >
              {t(CAMPUS_MODULE_TEXTS.save)}
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
