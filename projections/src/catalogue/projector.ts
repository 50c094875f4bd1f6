import { batchOf, defineProjector } from '../runner/projector';
import { insertRows } from '../runner/records';

/** Service categories, in the order they were created (the seed's order). */
export const categoriesProjector = defineProjector({
  name: 'categories',
  version: 1,
  tables: ['categories'],
  ddl: `
    CREATE TABLE categories (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      icon text NOT NULL,
      description text NOT NULL,
      image_url text NOT NULL,
      position bigint NOT NULL
    );`,
  handles: ['CategoryCreated', 'CategoryUpdated'],
  batch: [
    batchOf(['CategoryCreated'], (events, db) =>
      insertRows(
        db,
        'categories',
        {
          id: 'uuid',
          name: 'text',
          slug: 'text',
          icon: 'text',
          description: 'text',
          image_url: 'text',
          position: 'bigint',
        },
        events.map(({ data: d, globalPosition }) => ({
          id: d.categoryId,
          name: d.name,
          slug: d.slug,
          icon: d.icon,
          description: d.description,
          image_url: d.imageUrl,
          position: globalPosition,
        })),
        'ON CONFLICT (id) DO NOTHING',
      ),
    ),
  ],
  async apply(event, db) {
    const d = event.data;
    if (event.type === 'CategoryCreated') {
      await db.query(
        `INSERT INTO categories (id, name, slug, icon, description, image_url, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [d.categoryId, d.name, event.data.slug, d.icon, d.description, d.imageUrl, event.globalPosition],
      );
    } else {
      await db.query(
        'UPDATE categories SET name = $2, icon = $3, description = $4, image_url = $5 WHERE id = $1',
        [d.categoryId, d.name, d.icon, d.description, d.imageUrl],
      );
    }
  },
});
