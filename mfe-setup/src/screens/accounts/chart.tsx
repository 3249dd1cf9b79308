import { Card, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import {
  ACCOUNT_PATHS,
  LEDGER_GROUPS,
  choiceLabel,
  type AccountChart,
} from '@hemis/shared-contracts';
import { useApiGet, type Translate } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

/** The chart as a tree: group -> sub-group -> ledger -> sub-ledger. */
function treeOf(chart: AccountChart, t: Translate): DataNode[] {
  return chart.map((group) => ({
    key: group.groupType,
    title: (
      <Typography.Text strong>{t(choiceLabel(LEDGER_GROUPS, group.groupType))}</Typography.Text>
    ),
    children: group.subGroups.map((subGroup) => ({
      key: `s${subGroup.id}`,
      title: subGroup.name,
      children: subGroup.ledgers.map((ledger) => ({
        key: `l${ledger.id}`,
        title: (
          <Space size={4}>
            {ledger.code && <Typography.Text type="secondary">{ledger.code}</Typography.Text>}
            {ledger.name}
            {ledger.cashOrBank && <Tag color="green">{t('cash/bank')}</Tag>}
            {ledger.campusId !== null && <Tag>{t('campus')}</Tag>}
          </Space>
        ),
        children: ledger.subLedgers.map((sub) => ({ key: `u${sub.id}`, title: sub.name })),
      })),
    })),
  }));
}

/** The chart of accounts the user reads: the standard chart and their campus's own ledgers. */
export default function ChartOfAccounts() {
  const t = setupTexts.useTexts();
  const chart = useApiGet<AccountChart>(ACCOUNT_PATHS.chart);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('Chart of Accounts')}</Typography.Title>
      <Card loading={chart.loading && !chart.data}>
        {chart.data && (
          <Tree
            showLine
            defaultExpandedKeys={LEDGER_GROUPS.map((group) => group.value)}
            treeData={treeOf(chart.data, t)}
          />
        )}
      </Card>
    </Space>
  );
}
