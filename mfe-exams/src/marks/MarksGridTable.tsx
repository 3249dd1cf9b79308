import { useCallback, useEffect, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Checkbox, Input, Space, Table, Tag, Typography } from 'antd';
import { QueuedWriteError } from '@hemis/shared-auth';
import {
  MARKS_MESSAGES,
  MARK_PARTS,
  absentKey,
  markProblem,
  parsePastedColumn,
  readMarkCell,
  type GradingPart,
  type MarksGrid,
  type MarksGridInput,
  type MarksRow,
  type MarksSaved,
} from '@hemis/shared-contracts';
import { translateMessage } from '@hemis/shared-ui';
import { examsTexts } from '../i18n/texts';
import { AUTOSAVE_MS, MARKS_TEXTS } from './texts';

/** One row as typed: the text of each part's cell and whether the part is absent. */
interface EditRow {
  candidateId: number;
  symbolNo: string | null;
  studentName: string;
  theory: string;
  practical: string;
  theoryAbsent: boolean;
  practicalAbsent: boolean;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'queued' }
  | { kind: 'failed'; reason: string };

const textOf = (value: number | null) => (value === null ? '' : String(value));

function editRow(row: MarksRow): EditRow {
  return {
    candidateId: row.candidateId,
    symbolNo: row.symbolNo,
    studentName: row.studentName,
    theory: textOf(row.theory),
    practical: textOf(row.practical),
    theoryAbsent: row.theoryAbsent,
    practicalAbsent: row.practicalAbsent,
  };
}

/** Whether the part is absent: ticked, or typed as "AB" (any case) as clerks write it. */
function absentOf(row: EditRow, part: GradingPart): boolean {
  return row[absentKey(part)] || readMarkCell(row[part]) === 'absent';
}

/** The cell's problem, or null: an absent part has no mark to check. */
function cellProblem(row: EditRow, part: GradingPart, full: number): string | null {
  if (absentOf(row, part)) return null;
  const value = readMarkCell(row[part]);
  if (value === 'invalid' || value === 'absent') return MARKS_MESSAGES.notANumber;
  return markProblem(value, full);
}

function markOf(row: EditRow, part: GradingPart): number | null {
  const value = readMarkCell(row[part]);
  return row[absentKey(part)] || typeof value !== 'number' ? null : value;
}

const cellId = (index: number, part: GradingPart) => `marks-${part}-${index}`;

/**
 * The marks grid of one exam class and subject: one row per candidate, theory and practical
 * cells (only the parts the subject examines), an Absent toggle per part. Enter or arrow down
 * moves down a column, arrow up moves up, Tab moves across; a column pasted from a spreadsheet
 * fills consecutive rows from the cell pasted into. Each change is saved after a pause (the
 * whole grid, one request) unless a cell is refused; after publishing, saving is an amendment
 * with a reason, sent with the button instead.
 */
export function MarksGridTable({
  grid,
  onSave,
  mayEdit,
}: {
  grid: MarksGrid;
  onSave(input: MarksGridInput): Promise<MarksSaved>;
  mayEdit: boolean;
}) {
  const t = examsTexts.useTexts();
  const [rows, setRows] = useState<EditRow[]>(() => grid.rows.map(editRow));
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [dirty, setDirty] = useState(0);
  const [reason, setReason] = useState('');
  const published = grid.resultsPublishedAt !== null;
  const fullOf = (part: GradingPart) =>
    part === 'theory' ? grid.theoryFullMarks : grid.practicalFullMarks;
  const parts = MARK_PARTS.filter((part) => fullOf(part) > 0);
  const problems = rows.flatMap((row) =>
    parts.map((part) => cellProblem(row, part, fullOf(part))).filter(Boolean),
  );

  const save = useCallback(
    async (current: readonly EditRow[], withReason?: string) => {
      setState({ kind: 'saving' });
      try {
        await onSave({
          rows: current.map((row) => ({
            candidateId: row.candidateId,
            theory: markOf(row, 'theory'),
            practical: markOf(row, 'practical'),
            theoryAbsent: absentOf(row, 'theory'),
            practicalAbsent: absentOf(row, 'practical'),
          })),
          ...(withReason ? { reason: withReason } : {}),
        });
        setState({ kind: 'saved' });
      } catch (error) {
        // The link is down: the grid is kept on the device and saved when it is back.
        if (error instanceof QueuedWriteError) {
          setState({ kind: 'queued' });
          return;
        }
        setState({
          kind: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    },
    [onSave],
  );

  // Autosave: a pause after the last change saves the grid, if every cell is acceptable.
  const refused = dirty > 0 && problems.length > 0;
  useEffect(() => {
    if (dirty === 0 || published || refused) return;
    const timer = setTimeout(() => void save(rows), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, published, refused, rows, save]);
  // A refused cell holds the grid back: that is the state shown until it is corrected.
  const shown: SaveState = refused ? { kind: 'failed', reason: MARKS_TEXTS.fixCells } : state;

  function change(index: number, patch: Partial<EditRow>) {
    setRows((previous) => previous.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    setDirty((n) => n + 1);
  }

  function focusCell(index: number, part: GradingPart) {
    document.getElementById(cellId(index, part))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number, part: GradingPart) {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      focusCell(index + 1, part);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusCell(index - 1, part);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>, index: number, part: GradingPart) {
    const values = parsePastedColumn(event.clipboardData.getData('text'));
    if (values.length < 2) return; // one value: the input's own paste
    event.preventDefault();
    setRows((previous) =>
      previous.map((row, at) => {
        const value = values[at - index];
        if (at < index || value === undefined) return row;
        return readMarkCell(value) === 'absent'
          ? { ...row, [part]: '', [absentKey(part)]: true }
          : { ...row, [part]: value, [absentKey(part)]: false };
      }),
    );
    setDirty((n) => n + 1);
  }

  const readOnly = !mayEdit;
  const stateTag =
    shown.kind === 'saving' ? (
      <Tag color="blue">{t(MARKS_MESSAGES.saving)}</Tag>
    ) : shown.kind === 'saved' ? (
      <Tag color="green">{t(MARKS_MESSAGES.saved)}</Tag>
    ) : shown.kind === 'queued' ? (
      <Tag color="orange">{t(MARKS_TEXTS.keptOffline)}</Tag>
    ) : shown.kind === 'failed' ? (
      <Tag color="red">{MARKS_TEXTS.notSavedBecause(translateMessage(shown.reason), t)}</Tag>
    ) : null;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {parts.map((part) => (
          <Typography.Text key={part}>
            {t(MARKS_TEXTS[part])}:{' '}
            {MARKS_TEXTS.full(
              fullOf(part),
              part === 'theory' ? grid.theoryPassMarks : grid.practicalPassMarks,
              t,
            )}
          </Typography.Text>
        ))}
        <span role="status" aria-live="polite">
          {stateTag}
        </span>
      </Space>
      {published ? (
        <Alert
          type="warning"
          showIcon
          title={t(MARKS_TEXTS.publishedNote)}
          // Under the note, not beside it: beside it the note would be squeezed on a phone.
          description={
            mayEdit ? (
              <Space wrap data-testid="amendment">
                <Input
                  aria-label={t(MARKS_TEXTS.reason)}
                  placeholder={t(MARKS_TEXTS.reason)}
                  style={{ width: 'min(320px, 100%)' }}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
                <Button
                  type="primary"
                  disabled={!reason.trim() || problems.length > 0 || dirty === 0}
                  onClick={() => void save(rows, reason.trim())}
                >
                  {t(MARKS_TEXTS.saveAmendment)}
                </Button>
              </Space>
            ) : null
          }
        />
      ) : null}
      <Table<EditRow>
        size="small"
        pagination={false}
        rowKey="candidateId"
        dataSource={rows}
        columns={[
          { title: t('S.N.'), key: 'sn', render: (_v, _row, index) => index + 1 },
          { title: t(MARKS_TEXTS.symbolNo), dataIndex: 'symbolNo' },
          { title: t(MARKS_TEXTS.student), dataIndex: 'studentName' },
          ...parts.map((part) => ({
            title: t(MARKS_TEXTS[part]),
            key: part,
            render: (_v: unknown, row: EditRow, index: number) => {
              const problem = cellProblem(row, part, fullOf(part));
              // Ticked: the cell says Absent, locked; typed "AB": the cell keeps what was typed.
              const ticked = row[absentKey(part)];
              return (
                <Space>
                  <div>
                    <Input
                      id={cellId(index, part)}
                      aria-label={t('{{part}} of {{name}}', {
                        part: t(MARKS_TEXTS[part]),
                        name: row.studentName,
                      })}
                      aria-invalid={problem ? true : undefined}
                      status={problem ? 'error' : undefined}
                      style={{ width: 90 }}
                      inputMode="decimal"
                      disabled={ticked || readOnly}
                      value={ticked ? t(MARKS_TEXTS.absent) : row[part]}
                      onChange={(event) => change(index, { [part]: event.target.value })}
                      onKeyDown={(event) => onKeyDown(event, index, part)}
                      onPaste={(event) => onPaste(event, index, part)}
                    />
                    {problem ? (
                      <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                        {translateMessage(problem)}
                      </Typography.Text>
                    ) : null}
                  </div>
                  <Checkbox
                    aria-label={t('{{part}} absent: {{name}}', {
                      part: t(MARKS_TEXTS[part]),
                      name: row.studentName,
                    })}
                    checked={absentOf(row, part)}
                    disabled={readOnly}
                    tabIndex={-1}
                    onChange={(event) =>
                      change(index, { [absentKey(part)]: event.target.checked, [part]: '' })
                    }
                  >
                    {t(MARKS_TEXTS.absent)}
                  </Checkbox>
                </Space>
              );
            },
          })),
        ]}
      />
    </Space>
  );
}
