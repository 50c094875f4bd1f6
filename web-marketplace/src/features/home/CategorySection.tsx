import { Link } from 'react-router-dom';
import { useCategoriesQuery } from '../../api/catalogue';
import { ErrorState } from '../../components/States';
import { categoryIcon } from '../../components/service/category-icons';

const PLACEHOLDERS = 10;

/** 'Browse by Category': 10 placeholders while loading, then one card per category. */
export function CategorySection() {
  const categories = useCategoriesQuery();
  return (
    <section className="section" aria-labelledby="categories-title">
      <div className="container">
        <div className="section__header">
          <h2 id="categories-title">Browse by Category</h2>
          <p>Everything an event needs, from the stage to the last dance.</p>
        </div>
        {categories.isError ? (
          <ErrorState title="We couldn't load the categories" onRetry={() => categories.refetch()} />
        ) : (
          <ul className="category-grid" aria-busy={categories.isPending}>
            {categories.isPending
              ? Array.from({ length: PLACEHOLDERS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <li key={index} className="category-card category-card--placeholder" aria-hidden="true">
                    <div className="skeleton category-card__media" />
                    <div className="skeleton" style={{ height: 16, width: '70%', margin: '12px auto 0' }} />
                  </li>
                ))
              : categories.data.map((category) => {
                  const Icon = categoryIcon(category.icon, category.slug);
                  return (
                    <li key={category.id}>
                      <Link to={`/services/${category.slug}`} className="category-card">
                        <div className="category-card__media">
                          {category.imageUrl ? (
                            <img src={category.imageUrl} alt="" loading="lazy" />
                          ) : (
                            <Icon size={36} aria-hidden="true" />
                          )}
                          <span className="category-card__icon" aria-hidden="true">
                            <Icon size={18} />
                          </span>
                        </div>
                        <span className="category-card__name">{category.name}</span>
                        <span className="category-card__description">{category.description}</span>
                      </Link>
                    </li>
                  );
                })}
          </ul>
        )}
      </div>
    </section>
  );
}
