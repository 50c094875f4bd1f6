import { BookOpen, CreditCard, Mail, PhoneCall, Search, ShieldCheck, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState } from '../../components/States';
import { Tabs } from '../../components/Tabs';
import { usePageTitle } from '../../components/use-page-title';
import { FaqList } from './FaqList';
import { FAQ_TOPICS, FAQS, type FaqTopic, searchFaqs } from './faqs';
import '../../components/marketing/marketing.css';
import './support.css';

const GUIDES = [
  { icon: BookOpen, title: 'Planning your first event', text: 'What to book first, and how far ahead.' },
  {
    icon: CreditCard,
    title: 'Understanding your quote',
    text: 'Provider fees, platform fee, travel and VAT explained.',
  },
  {
    icon: Store,
    title: 'Getting started as a provider',
    text: 'Profile, services, photos and your first booking.',
  },
  {
    icon: ShieldCheck,
    title: 'Staying safe on EventHire',
    text: 'Why chat and payments stay on the platform.',
  },
];

/** /support: live FAQ search, topic tabs, help-now cards and guides. */
export function SupportPage() {
  usePageTitle('Support');
  const id = useId();
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<FaqTopic>('booking');
  const searching = query.trim().length > 0;
  const results = searching ? searchFaqs(query) : FAQS.filter((faq) => faq.topic === topic);

  return (
    <>
      <PageHeader title="How can we help?">
        Answers to common questions, and a team ready to help Mon–Fri 9:00–18:00 GMT.
      </PageHeader>
      <div className="container section stack stack--lg">
        <div className="support-search">
          <label htmlFor={`${id}-search`} className="field__label">
            Search the help centre
          </label>
          <div className="input-with-icon">
            <Search size={18} aria-hidden="true" />
            <input
              id={`${id}-search`}
              type="search"
              className="input input--lg"
              placeholder="e.g. refund, deposit, verification"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>

        <section aria-labelledby="faq-title">
          <h2 id="faq-title">Frequently asked questions</h2>
          {searching ? (
            <div aria-live="polite">
              <p className="subtle">
                {results.length} result{results.length === 1 ? '' : 's'} for “{query.trim()}”
              </p>
              {results.length === 0 ? (
                <EmptyState title="No results found">
                  <p>Try different words, or contact us and we'll help.</p>
                </EmptyState>
              ) : (
                <FaqList faqs={results} />
              )}
            </div>
          ) : (
            <Tabs label="FAQ topics" tabs={FAQ_TOPICS} active={topic} onChange={setTopic}>
              <FaqList faqs={results} />
            </Tabs>
          )}
        </section>

        <section aria-labelledby="help-now-title">
          <h2 id="help-now-title">Need help now?</h2>
          <div className="grid grid--2">
            <Link to="/contact" className="help-card">
              <span className="info-card__icon" aria-hidden="true">
                <Mail size={22} />
              </span>
              <span className="help-card__title">Contact Us</span>
              <span className="muted">Send us a message and we'll reply within 24 hours.</span>
            </Link>
            <Link to="/contact?callback=true" className="help-card">
              <span className="info-card__icon" aria-hidden="true">
                <PhoneCall size={22} />
              </span>
              <span className="help-card__title">Request Call Back</span>
              <span className="muted">
                Leave your details and we'll call you within 2 hours during opening hours.
              </span>
            </Link>
          </div>
        </section>

        <section aria-labelledby="guides-title">
          <h2 id="guides-title">Help guides</h2>
          <div className="grid grid--4 guides">
            {GUIDES.map((guide) => (
              <div key={guide.title} className="info-card">
                <span className="info-card__icon" aria-hidden="true">
                  <guide.icon size={22} />
                </span>
                <h3>{guide.title}</h3>
                <p className="muted">{guide.text}</p>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
