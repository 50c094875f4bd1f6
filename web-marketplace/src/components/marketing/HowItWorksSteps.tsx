import { PartyPopper, Search, ShieldCheck } from 'lucide-react';
import './marketing.css';

/** The three steps, shared by the home page and /how-it-works. */
const STEPS = [
  {
    icon: Search,
    title: 'Browse & Compare',
    text: 'Search by service, postcode and date. Compare verified providers, their prices, photos and reviews side by side.',
  },
  {
    icon: ShieldCheck,
    title: 'Get Quote & Book',
    text: 'Build a quote for your whole event, ask providers questions in chat, then pay securely. Your money is held in escrow until the service is delivered.',
  },
  {
    icon: PartyPopper,
    title: 'Enjoy Your Event',
    text: 'Your providers confirm within 24 hours and their contact details are shared once your booking is paid. Then relax and enjoy the day.',
  },
];

export function HowItWorksSteps() {
  return (
    <ol className="steps">
      {STEPS.map((step, index) => (
        <li key={step.title} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="steps__icon" aria-hidden="true">
            <step.icon size={26} />
          </span>
          <h3>{step.title}</h3>
          <p className="muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
