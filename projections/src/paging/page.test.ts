import { describe, expect, it } from 'vitest';
import { orderAndPage, pageOf } from './page';

describe('orderAndPage', () => {
  it('orders by the mapped column and turns a range into limit and offset', () => {
    const { sql, params } = orderAndPage(
      { sort: ['createdAt', 'DESC'], range: [10, 19] },
      { createdAt: 'd.created_at' },
      'd.id',
      3,
    );
    expect(sql).toBe('ORDER BY d.created_at DESC NULLS LAST, d.id LIMIT $3 OFFSET $4');
    expect(params).toEqual([10, 10]);
  });

  it('refuses a field that has no column', () => {
    expect(() => orderAndPage({ sort: ['nope' as 'a', 'ASC'], range: [0, 9] }, { a: 'a' }, 'id', 1)).toThrow(
      'unsortable',
    );
  });
});

describe('pageOf', () => {
  it('takes the total from the window count and drops it from the rows', () => {
    const page = pageOf([{ id: 'a', total_count: '42' }], { sort: ['id', 'ASC'], range: [0, 9] });
    expect(page).toEqual({ rows: [{ id: 'a' }], total: 42 });
  });

  it('is empty with the offset as total past the end', () => {
    expect(pageOf([], { sort: ['id', 'ASC'], range: [50, 59] })).toEqual({ rows: [], total: 50 });
  });
});
