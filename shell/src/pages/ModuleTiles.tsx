import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, Col, Row, Skeleton, Typography } from 'antd';
import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CalculatorOutlined from '@ant-design/icons/CalculatorOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import FundOutlined from '@ant-design/icons/FundOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { apiClient, type HomeTile } from '@hemis/shared-auth';
import {
  USER_PATHS,
  moduleAccessRowSchema,
  type DashboardCounts,
  type ModuleAccessRow,
  type TileIcon,
} from '@hemis/shared-contracts';
import { COUNT_LABELS, useSectionFigures } from '@hemis/shared-ui/src/entries/shell';
import { inDigits, translateMessage, useDigits, useTexts } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { useShell } from '../ShellContext';

const ICONS: Record<TileIcon, ReactNode> = {
  students: <TeamOutlined />,
  employees: <IdcardOutlined />,
  programs: <BookOutlined />,
  setup: <SettingOutlined />,
  campuses: <BankOutlined />,
  exams: <ReadOutlined />,
  passRate: <LineChartOutlined />,
  infrastructure: <HomeOutlined />,
  graduation: <TrophyOutlined />,
  receipts: <AccountBookOutlined />,
  dropouts: <LogoutOutlined />,
  users: <AuditOutlined />,
  accreditation: <FileDoneOutlined />,
  publicFinance: <FundOutlined />,
  accounts: <CalculatorOutlined />,
};

const moduleAccessSchema = moduleAccessRowSchema.array();

/** GET /ModuleCollegeAccess: the modules the caller may use (their campus's, for campus staff). */
function useModuleAccess(): { rows: readonly ModuleAccessRow[] | null; failed: boolean } {
  const [state, setState] = useState<{ rows: readonly ModuleAccessRow[] | null; failed: boolean }>({
    rows: null,
    failed: false,
  });
  useEffect(() => {
    let active = true;
    apiClient
      .get<unknown>(USER_PATHS.moduleAccess)
      .then((response) => {
        const parsed = moduleAccessSchema.safeParse(response.data);
        if (!parsed.success) throw parsed.error;
        if (active) setState({ rows: parsed.data, failed: false });
      })
      .catch((error: unknown) => {
        console.error('Reading the modules you may use failed', error);
        if (active) setState({ rows: null, failed: true });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** The tile's key figure: a dashboard count, or one figure of the section's figures path. */
function KeyFigure({ tile, counts }: { tile: HomeTile; counts: DashboardCounts | null }) {
  const figures = useSectionFigures(tile.count ? undefined : tile.figures);
  // The count's label is the kit's text; a section's figure comes labelled by the API.
  const tAll = useTexts();
  useDigits();
  let label: string | undefined;
  let value: string | undefined;
  if (tile.count) {
    label = tAll(COUNT_LABELS[tile.count]);
    value = counts ? counts[tile.count].toLocaleString('en-IN') : undefined;
  } else {
    const figure = figures.find((entry) => entry.key === tile.figure) ?? figures[0];
    if (figure) {
      label = translateMessage(figure.label);
      value = `${figure.value.toLocaleString('en-IN', {
        minimumFractionDigits: figure.precision ?? 0,
        maximumFractionDigits: figure.precision ?? 0,
      })}${figure.unit ? ` ${figure.unit}` : ''}`;
    }
  }
  if (value === undefined || label === undefined) return null;
  return (
    <div data-testid={`tile-figure-${tile.module}`}>
      <Typography.Text strong style={{ fontSize: 20 }}>
        {inDigits(value)}
      </Typography.Text>{' '}
      <Typography.Text type="secondary">{label}</Typography.Text>
    </div>
  );
}

/**
 * The home's module tiles: each module the caller may use (GET /ModuleCollegeAccess answers the
 * modules assigned to a campus, for its staff) whose section has a tile in the remotes'
 * navigation, with its icon, description and key figure, opening the section's home.
 */
export function ModuleTiles({ counts }: { counts: DashboardCounts | null }) {
  const { registry } = useShell();
  const { rows, failed } = useModuleAccess();
  const tiles = registry.navigation.tiles();
  const t = shellTexts.useTexts();
  if (failed) {
    return (
      <Alert type="warning" showIcon title={t('The modules could not be loaded right now.')} />
    );
  }
  if (!rows) return <Skeleton active />;
  const shown = rows.flatMap((row) => {
    const tile = tiles.get(row.code);
    return tile ? [{ row, tile }] : [];
  });
  return (
    <section aria-label={t('Modules')}>
      <Typography.Title level={4}>{t('Modules')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {shown.map(({ row, tile }) => (
          <Col key={row.code} xs={24} sm={12} lg={8} xl={6}>
            <Link
              to={tile.link}
              aria-label={translateMessage(row.title)}
              data-testid={`module-tile-${row.code}`}
            >
              <Card hoverable size="small" style={{ height: '100%' }}>
                <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                  <span aria-hidden="true" style={{ fontSize: 28, color: '#1d4f91' }}>
                    {ICONS[tile.icon]}
                  </span>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong style={{ fontSize: 16 }}>
                      {translateMessage(row.title)}
                    </Typography.Text>
                    {row.description ? (
                      <Typography.Paragraph type="secondary" style={{ margin: '2px 0 6px' }}>
                        {translateMessage(row.description)}
                      </Typography.Paragraph>
                    ) : null}
                    <KeyFigure tile={tile} counts={counts} />
                  </div>
                </div>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {shown.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('No module is open to you yet. Ask your user administrator.')}
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}
