import { ArrowLeft, CircleCheck, CircleX, MapPin, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useServiceQuery } from '../../api/catalogue';
import { isApiError } from '../../api/http';
import { LandingCard } from '../../components/LandingCard';
import { PageSpinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
import { Rating } from '../../components/service/Rating';
import { usePageTitle } from '../../components/use-page-title';
import { formatMoney } from '../../lib/format';
import { ChatDialog } from '../chat/ChatDialog';
import { EquipmentList } from './EquipmentList';
import { Gallery } from './Gallery';
import { GetQuotePanel } from './GetQuotePanel';
import { ProviderCard } from './ProviderCard';
import { QuickInfo } from './QuickInfo';
import { ReviewsList } from './ReviewsList';
import './services.css';
import { HeadlineTotal } from '../../components/service/HeadlineTotal';

/** /service/{id}. */
export function ServiceDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const service = useServiceQuery(id);
  const [chatOpen, setChatOpen] = useState(false);
  usePageTitle(service.data?.name ?? 'Service');

  if (service.isPending) return <PageSpinner label="Loading service…" />;
  if (service.isError) {
    if (isServiceMissing(service.error)) return <ServiceNotFound />;
    return (
      <div className="container section">
        <ErrorState title="Failed to fetch services" onRetry={() => service.refetch()} />
      </div>
    );
  }
  const s = service.data;

  return (
    <div className="container section service-detail">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/services">Services</Link>
        <span aria-hidden="true">/</span>
        <Link to={`/services/${s.category.slug}`}>{s.category.name}</Link>
      </nav>
      <header className="service-detail__header">
        <div>
          <div className="cluster">
            <span className="badge badge--primary">{s.category.name}</span>
            {s.isBoosted && (
              <span className="badge badge--boost">
                <Zap size={12} aria-hidden="true" /> Boosted
              </span>
            )}
          </div>
          <h1>{s.name}</h1>
          <p className="service-detail__meta">
            {s.location && (
              <span>
                <MapPin size={16} aria-hidden="true" /> {s.location}
              </span>
            )}
            <Rating rating={s.rating} count={s.reviewCount} />
          </p>
        </div>
        <p className="service-detail__price">
          <span className="subtle">From</span> {formatMoney(s.basePrice)}{' '}
          <span className="subtle">{s.priceUnit}</span>
          <HeadlineTotal service={s} />
        </p>
      </header>

      <div className="split">
        <div className="stack stack--lg">
          <Gallery images={s.images} name={s.name} />
          <section className="card card__body" aria-labelledby="about-title">
            <h2 id="about-title" className="card__title">
              About this service
            </h2>
            <p className="service-detail__description">{s.description}</p>
            <h3 className="service-detail__subheading">Equipment included</h3>
            <EquipmentList items={s.equipmentList} />
            <h3 className="service-detail__subheading">Availability</h3>
            <p className={s.isAvailable ? 'availability availability--yes' : 'availability availability--no'}>
              {s.isAvailable ? (
                <CircleCheck size={18} aria-hidden="true" />
              ) : (
                <CircleX size={18} aria-hidden="true" />
              )}
              {s.isAvailable ? 'Available for booking' : 'Currently unavailable'}
            </p>
          </section>
          <section className="card card__body" aria-labelledby="reviews-title">
            <h2 id="reviews-title" className="card__title">
              Reviews
            </h2>
            <ReviewsList serviceId={s.id} />
          </section>
        </div>
        <aside className="stack stack--lg service-detail__aside">
          <GetQuotePanel
            service={s}
            initialDate={params.get('date') ?? ''}
            onAskQuestions={() => setChatOpen(true)}
          />
          {s.provider && <ProviderCard provider={s.provider} />}
          <QuickInfo service={s} />
        </aside>
      </div>
      <ChatDialog
        open={chatOpen}
        onClose={() => setChatOpen(false)}
        providerId={s.providerId}
        providerName={s.provider?.businessName ?? 'the provider'}
        serviceId={s.id}
        serviceName={s.name}
      />
    </div>
  );
}

/**
 * No such service, as far as a visitor can tell: 404 for an id nobody has, 400 for a link whose id
 * is not an id at all (/service/abc: the API's params schema refuses it). Retrying helps neither,
 * so both show the spec's 'Service not found' rather than 'Failed to fetch services'.
 */
export function isServiceMissing(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400);
}

function ServiceNotFound() {
  return (
    <div className="container section">
      <LandingCard
        title="Service not found"
        text="This service may have been removed by its provider, or the link is wrong."
        actions={
          <Link to="/" className="button button--primary">
            <ArrowLeft size={16} aria-hidden="true" /> Back to Home
          </Link>
        }
      />
    </div>
  );
}
