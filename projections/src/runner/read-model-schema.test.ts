import { describe, expect, it } from 'vitest';
import { allProjectors } from '../index';
import { splitSearchIndexes } from './read-model-schema';

const ddl = `CREATE TABLE t (id uuid PRIMARY KEY, a int, b text);
  -- a comment; with a semicolon
  CREATE INDEX t_a_idx ON t (a);
  CREATE INDEX t_b_idx ON t (b) WHERE a > 0;
  CREATE UNIQUE INDEX t_ab_key ON t (a, b);
  CREATE INDEX t_text_idx ON t USING gin (to_tsvector('simple', b))`;

describe('splitSearchIndexes', () => {
  it('defers GIN and GiST indexes and the B-tree indexes named as query-only, keeps the rest', () => {
    const { tables, searchIndexes } = splitSearchIndexes(ddl, ['t_b_idx']);
    expect(searchIndexes).toEqual([
      'CREATE INDEX t_b_idx ON t (b) WHERE a > 0',
      "CREATE INDEX t_text_idx ON t USING gin (to_tsvector('simple', b))",
    ]);
    expect(tables).toContain('CREATE INDEX t_a_idx ON t (a)');
    expect(tables).toContain('CREATE UNIQUE INDEX t_ab_key');
    expect(tables).not.toContain('t_b_idx');
  });

  it('refuses a query-only name that is misspelt or unique, rather than keep or lose it silently', () => {
    expect(() => splitSearchIndexes(ddl, ['t_c_idx'])).toThrow(/t_c_idx/);
    expect(() => splitSearchIndexes(ddl, ['t_ab_key'])).toThrow(/t_ab_key/);
  });

  it("keeps every statement of every projector's DDL on one side or the other", () => {
    for (const projector of allProjectors) {
      const { tables, searchIndexes } = splitSearchIndexes(projector.ddl, projector.queryIndexes);
      const all = splitSearchIndexes(projector.ddl);
      const together = [...tables.split(';\n'), ...searchIndexes].sort();
      expect(together, projector.name).toEqual([...all.tables.split(';\n'), ...all.searchIndexes].sort());
      for (const name of projector.queryIndexes ?? []) {
        expect(
          searchIndexes.some((statement) => statement.includes(` ${name} ON `)),
          name,
        ).toBe(true);
      }
    }
  });
});
