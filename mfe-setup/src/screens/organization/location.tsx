import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Form, InputNumber, Row, Select, Space, Typography } from 'antd';
import { apiClient, useCurrentUser } from '@hemis/shared-auth';
import {
  CAMPUS_MESSAGES,
  DEFAULT_MAP_TILE_URL,
  SETUP_PATHS,
  campusLocationSchema,
} from '@hemis/shared-contracts';
import {
  applyFieldErrors,
  saveFailureOf,
  translateMessage,
  useClientConfig,
  useNotice,
  zodRules,
  type ResourceRow,
} from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';
import { TileMap } from './TileMap';

export const LOCATION_TEXT = {
  title: 'GPS Location',
  saved: 'Location saved successfully',
  failed: 'The location could not be saved.',
  noCampus: 'No campus is available to you.',
  listFailed: 'The campuses could not be loaded.',
  enter: 'Enter the latitude and longitude to see the campus on the map.',
  hint: 'Latitude -90 to 90, longitude -180 to 180 (decimal degrees; Nepal is about 26-31 N, 80-89 E). A click on the map picks a point.',
} as const;

interface Values {
  campusId?: number;
  latitude?: number | null;
  longitude?: number | null;
}

/** The coordinates as numbers within range, or null (for the map). */
export function validPoint(values: Values): { latitude: number; longitude: number } | null {
  const parsed = campusLocationSchema.safeParse({
    latitude: values.latitude,
    longitude: values.longitude,
  });
  return parsed.success ? parsed.data : null;
}

/** The form values for a chosen campus: its stored coordinates, or empty. */
export function valuesFor(id: number | undefined, rows: readonly ResourceRow[]): Values {
  const campus = rows.find((row) => row.id === id);
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return { campusId: id, latitude: number(campus?.latitude), longitude: number(campus?.longitude) };
}

/**
 * GPS location of a campus (/add-location): choose the campus (a campus user has only theirs),
 * edit its latitude and longitude (always editable, checked by the shared schema), see it on a
 * map where tiles load, save with PATCH /Campus/{id}/Location.
 */
export default function LocationScreen() {
  const user = useCurrentUser();
  return <CampusLocation ownCampusId={user?.campusId ?? null} />;
}

/**
 * The GPS form. `ownCampusId`: a campus user's campus, the only one they may locate (the list
 * of campuses they can read is their university's).
 */
export function CampusLocation({ ownCampusId }: { ownCampusId: number | null }) {
  const t = setupTexts.useTexts();
  const [form] = Form.useForm<Values>();
  const notice = useNotice();
  const settings = useClientConfig();
  const tileUrl = settings?.mapTileUrl ?? DEFAULT_MAP_TILE_URL;
  const rules = useMemo(() => zodRules(campusLocationSchema), []);
  const [campuses, setCampuses] = useState<ResourceRow[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  // Undefined on the first render, before the form has registered its fields.
  const watched: Values | undefined = Form.useWatch([], form);
  const point = watched ? validPoint(watched) : null;

  useEffect(() => {
    let current = true;
    apiClient.get<unknown>(SETUP_PATHS.campuses).then(
      (response) => {
        if (!current) return;
        const all: ResourceRow[] = Array.isArray(response.data) ? response.data : [];
        const rows = ownCampusId === null ? all : all.filter((row) => row.id === ownCampusId);
        setCampuses(rows);
        if (rows.length === 1 && rows[0]) form.setFieldsValue(valuesFor(rows[0].id, rows));
      },
      (error: unknown) => {
        console.error(`Loading ${SETUP_PATHS.campuses} failed`, error);
        if (!current) return;
        setCampuses([]);
        setListFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [form, ownCampusId]);

  async function save(values: Values) {
    const parsed = campusLocationSchema.safeParse({
      latitude: values.latitude,
      longitude: values.longitude,
    });
    if (!parsed.success || typeof values.campusId !== 'number') return;
    setSaving(true);
    try {
      const response = await apiClient.patch<ResourceRow>(
        SETUP_PATHS.campusLocation(values.campusId),
        parsed.data,
      );
      notice.success(t(LOCATION_TEXT.saved));
      const saved = response.data;
      setCampuses((rows) =>
        (rows ?? []).map((row) =>
          row.id === values.campusId ? { ...row, ...parsed.data, ...(saved ?? {}) } : row,
        ),
      );
    } catch (error) {
      const failure = saveFailureOf(error);
      console.error('Saving the campus location failed', error);
      applyFieldErrors(form, failure.fields);
      notice.error(`${t(LOCATION_TEXT.failed)} ${translateMessage(failure.cause)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div data-testid="location-screen">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(LOCATION_TEXT.title)}
      </Typography.Title>
      {listFailed ? (
        <Alert
          type="error"
          showIcon
          title={t(LOCATION_TEXT.listFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : campuses !== null && campuses.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t(LOCATION_TEXT.noCampus)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card>
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Row gutter={16}>
            <Col xs={24} lg={10}>
              <Form.Item
                name="campusId"
                label={t('Campus')}
                rules={[{ required: true, message: t(CAMPUS_MESSAGES.campusRequired) }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('Select Campus')}
                  loading={campuses === null}
                  onChange={(id: number) => form.setFieldsValue(valuesFor(id, campuses ?? []))}
                  options={(campuses ?? []).map((row) => ({
                    value: row.id,
                    label: String(row.campusName ?? row.id),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} lg={7}>
              <Form.Item name="latitude" label={t('Latitude')} rules={rules('latitude')}>
                <InputNumber style={{ width: '100%' }} placeholder="27.7172" />
              </Form.Item>
            </Col>
            <Col xs={12} lg={7}>
              <Form.Item name="longitude" label={t('Longitude')} rules={rules('longitude')}>
                <InputNumber style={{ width: '100%' }} placeholder="85.3240" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary">{t(LOCATION_TEXT.hint)}</Typography.Paragraph>
          <Space style={{ marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('Save Location')}
            </Button>
          </Space>
        </Form>
        {/* The map waits for the deployment's tile server (MAP_TILE_URL in /config.json). */}
        {point && settings !== undefined ? (
          <TileMap
            key={tileUrl}
            latitude={point.latitude}
            longitude={point.longitude}
            tileUrl={tileUrl}
            onPick={(picked) => form.setFieldsValue(picked)}
          />
        ) : (
          <Typography.Paragraph type="secondary">{t(LOCATION_TEXT.enter)}</Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
