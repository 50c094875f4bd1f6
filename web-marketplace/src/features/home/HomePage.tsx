import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CallToAction } from '../../components/marketing/CallToAction';
import { HowItWorksSteps } from '../../components/marketing/HowItWorksSteps';
import { usePageTitle } from '../../components/use-page-title';
import { QuoteBuilder } from '../quote-builder/QuoteBuilder';
import { CategorySection } from './CategorySection';
import { FeaturedServices } from './FeaturedServices';
import { Hero } from './Hero';
import { TrustStrip } from './TrustStrip';
import './home.css';

/** Home: hero, figures, categories, featured services, quote builder, sign-up, how it works. */
export function HomePage() {
  usePageTitle('');
  const { hash } = useLocation();

  // Links such as /#quote-builder land on that section once it has rendered.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <Hero />
      <TrustStrip />
      <CategorySection />
      <FeaturedServices />
      <QuoteBuilder />
      <CallToAction />
      <section className="section" aria-labelledby="how-title">
        <div className="container">
          <div className="section__header">
            <h2 id="how-title">How It Works</h2>
            <p>From first search to the last song in three simple steps.</p>
          </div>
          <HowItWorksSteps />
        </div>
      </section>
    </>
  );
}
