import { useEffect } from 'react';
import { useProviderContactQuery } from '../../api/providers';

/**
 * The provider's contact details, released by the API only after a paid, confirmed booking.
 * A failure is logged only: the card simply does not appear.
 */
export function ProviderContactCard({
  providerId,
  providerName,
  position,
}: {
  providerId: string;
  /** Shown in the title and the region's name, so two providers' boxes are told apart. */
  providerName?: string | undefined;
  /** Which of several providers this is, when the booking has more than one. */
  position?: { index: number; of: number } | undefined;
}) {
  const contact = useProviderContactQuery(providerId, true);

  useEffect(() => {
    if (contact.error) console.info('Provider contact could not be loaded.', contact.error);
  }, [contact.error]);

  if (!contact.data) return null;
  const c = contact.data;
  const address = [c.businessAddress, c.postcode].filter(Boolean).join(', ');
  const who = providerName ?? (position ? `provider ${position.index} of ${position.of}` : 'your provider');
  return (
    <section className="notice notice--success contact-card" aria-label={`Contact details: ${who}`}>
      <p className="notice__title">
        {providerName
          ? `${position ? `Provider ${position.index} of ${position.of}: ` : ''}${providerName}`
          : position
            ? `Provider ${position.index} of ${position.of}: contact details`
            : "Your provider's contact details"}
      </p>
      <dl>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${c.contactEmail}`}>{c.contactEmail}</a>
        </dd>
        {c.phoneNumber && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${c.phoneNumber.replace(/\s/g, '')}`}>{c.phoneNumber}</a>
            </dd>
          </>
        )}
        {address && (
          <>
            <dt>Address</dt>
            <dd>{address}</dd>
          </>
        )}
        {c.website && (
          <>
            <dt>Website</dt>
            <dd>
              <a href={c.website} target="_blank" rel="noreferrer">
                {c.website}
              </a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
