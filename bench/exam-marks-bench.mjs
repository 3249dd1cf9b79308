// Exam marks benchmark: runs api/src/domains/exams/marks-bench.test.ts with HEMIS_BENCH=1 (the
// API in process on PGlite, through its routes), which as the demo CollegeAdmin
//   - saves a full grid of BENCH_GRID_CANDIDATES (default 60) candidates × 8 subjects, one PUT
//     /api/ExamMarks/{routine} per subject, five times (median): goal 300 ms;
//   - computes the results of an exam of BENCH_EXAM_CANDIDATES (default 5,000) candidates × 8
//     subjects, POST /api/ExamResult/{exam}/Compute three times (median): goal 5 s.
// Prints a markdown table and the test's JSON line; fails when a goal is missed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/jest/bin/jest.js'),
    'api/src/domains/exams/marks-bench.test.ts',
    '--selectProjects',
    'api',
  ],
  { cwd: root, env: { ...process.env, HEMIS_BENCH: '1' }, encoding: 'utf8' },
);
const output = `${run.stdout}\n${run.stderr}`;
const line = output.split('\n').find((text) => text.includes('"bench":"exam-marks"'));
if (!line) {
  console.log(output);
  process.exit(1);
}
const figures = JSON.parse(line.trim());
const verdict = (ms, goal) => (ms <= goal ? 'met' : 'MISSED');
console.log('\nExam marks benchmark (PGlite, in process)\n');
console.log('| step | ms | goal ms | |');
console.log('|---|---:|---:|---|');
console.log(
  `| PUT /api/ExamMarks/{routine} × 8 (${figures.gridCells} cells) | ${figures.gridMs} | ${figures.gridGoalMs} | ${verdict(figures.gridMs, figures.gridGoalMs)} |`,
);
console.log(
  `| POST /api/ExamResult/{exam}/Compute (${figures.computeCandidates} candidates) | ${figures.computeMs} | ${figures.computeGoalMs} | ${verdict(figures.computeMs, figures.computeGoalMs)} |`,
);
console.log(JSON.stringify(figures));
process.exitCode = run.status === 0 ? 0 : 1;
