import { withholdSmallCells } from './open-data';

describe('open data withholds small cells', () => {
  it('shows a count from 1 to 4 as "<5", and keeps 0 and larger counts', () => {
    expect(
      withholdSmallCells({
        columns: ['a', 'b'],
        rows: [
          { a: 0, b: 12 },
          { a: 30, b: 40 },
        ],
      }),
    ).toEqual([
      [0, 12],
      [30, 40],
    ]);
  });

  const ROWS = [
    { female: 3, male: 50, other: 20 },
    { female: 40, male: 60, other: 9 },
    { female: 25, male: 70, other: 8 },
  ];

  it('withholds a second cell of a column (a national figure elsewhere) that would give one away', () => {
    const cells = withholdSmallCells({ columns: ['female', 'male', 'other'], rows: ROWS });
    // The female column's 3 alone withheld could be worked out from the national girls: its
    // next smallest (25) is withheld too; the other columns show everything.
    expect(cells).toEqual([
      ['<5', 50, 20],
      [40, 60, 9],
      ['x', 70, 8],
    ]);
  });

  it('protects rows the same way where their sums are published', () => {
    const cells = withholdSmallCells(
      { columns: ['female', 'male', 'other'], rows: ROWS },
      { rowSumsKnown: true },
    );
    // Row 1 had one small cell: the smallest shown beside it (other: 20) is withheld too ("x");
    // then each column with one withheld cell has its next smallest withheld, and so on.
    const hidden = cells.map((row) => row.map((value) => typeof value === 'string'));
    for (const row of hidden) expect(row.filter(Boolean).length).not.toBe(1);
    for (let c = 0; c < 3; c += 1)
      expect(hidden.map((row) => row[c]).filter(Boolean).length).not.toBe(1);
    expect(cells[0]![0]).toBe('<5');
    expect(cells[0]![2]).toBe('x');
    // A withheld count of 5 or more never reads "<5".
    cells.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value === '<5') expect([3, 50, 20, 40, 60, 9, 25, 70, 8][r * 3 + c]).toBeLessThan(5);
      }),
    );
  });
});
