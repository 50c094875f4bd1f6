import pg from 'pg';

/**
 * PostgreSQL sends bigint (int8) as text because it can exceed a JS number. Our bigints are pence,
 * counts and log positions, all far below 2^53, so every process reads them as numbers.
 * Import this module wherever a pg pool is created.
 */
pg.types.setTypeParser(20, (value) => Number(value));
